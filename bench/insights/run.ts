// GET /api/insights for a user with 2,000 applications and their history (DESIGN.md
// target: p99 < 100 ms). Calls the real route handler in-process (token check, zod, the one SQL
// statement, the answer's zod parse; no HTTP socket) on the embedded PGlite and on a throwaway
// PostgreSQL (scripts/with-postgres.sh), one after the other in the same run, each in a process of
// its own, then prints both side by side. Three other users with 2,000 applications each share
// the tables, so the owner filter has work to do. Each engine also gets a per-CTE profile of the
// statement (profile-ctes.ts). PGlite's statistics come from the server's own keeper
// (server/db/keep-pglite-statistics.ts, what a running server does within 15 s of the seeding);
// PostgreSQL's from an ANALYZE (what its autovacuum does).
//
//   npx tsx --conditions=react-server bench/insights/run.ts [--pglite | --postgres] [--calls=300] [--plan]
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const args = process.argv.slice(2);
const pglite = args.includes('--pglite');
const postgres = args.includes('--postgres');
const showPlan = args.includes('--plan');
const calls = Number(args.find((a) => a.startsWith('--calls='))?.slice(8) ?? 300);
const DAY = 86_400_000;

type Result = { engine: string; period: string; p50: number; p99: number; sql: number };

if (!pglite && !postgres) {
  // Both engines, one process each (one database per process), then one table of both.
  const dir = mkdtempSync(join(tmpdir(), 'insights-bench-'));
  const out = join(dir, 'results.jsonl');
  const env = { ...process.env, BENCH_INSIGHTS_OUT: out };
  const tsx = ['npx', 'tsx', '--conditions=react-server', 'bench/insights/run.ts'];
  const runs = [
    spawnSync(tsx[0]!, [...tsx.slice(1), '--pglite', ...args], { stdio: 'inherit', env }),
    spawnSync('bash', ['scripts/with-postgres.sh', ...tsx, '--postgres', ...args], {
      stdio: 'inherit',
      env,
    }),
  ];
  let results: Result[] = [];
  try {
    results = readFileSync(out, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Result);
  } catch {
    /* a run that failed said why above */
  }
  rmSync(dir, { recursive: true, force: true });
  console.log(
    '\n| period | PGlite p50 / p99 ms | PostgreSQL p50 / p99 ms | PGlite ÷ PostgreSQL (p50) |',
  );
  console.log('|---|---|---|---|');
  for (const period of ['all time', 'last 90 days', 'last 30 days']) {
    const [l, p] = ['pglite', 'postgres'].map((e) =>
      results.find((r) => r.engine === e && r.period === period),
    );
    const f = (r?: Result) => (r ? `${r.p50.toFixed(1)} / ${r.p99.toFixed(1)}` : 'failed');
    console.log(`| ${period} | ${f(l)} | ${f(p)} | ${l && p ? (l.p50 / p.p50).toFixed(2) : '—'} |`);
  }
  process.exit(runs.some((r) => r.status !== 0) ? 1 : 0);
}
if (postgres && !process.env.TEST_DATABASE_URL) {
  const r = spawnSync(
    'bash',
    [
      'scripts/with-postgres.sh',
      'npx',
      'tsx',
      '--conditions=react-server',
      'bench/insights/run.ts',
      ...args,
    ],
    { stdio: 'inherit' },
  );
  process.exit(r.status ?? 1);
}
if (pglite) {
  process.env.PGLITE_DIR = 'memory://';
  delete process.env.DATABASE_URL;
} else {
  process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
}
process.env.LOG_LEVEL ??= 'silent';

const { database, closeDatabase } = await import('@/server/db/client');
const { signAccessToken } = await import('@/server/auth/access-token');
const { GET } = await import('@/app/api/insights/route');
const { callRoute } = await import('@/test/call-route');
const { INSIGHTS_SQL } = await import('@/server/insights/insights-sql');
const { seedUser } = await import('./seed');
const { profileCtes } = await import('./profile-ctes');
const { analyzeStaleTables } = await import('@/server/db/keep-pglite-statistics');

/**
 * CPU ms used so far by this database's server processes (utime + stime from /proc; PostgreSQL
 * only, the server runs on this machine): the statement's cost with other load on the machine
 * taken out, which wall times under a shared CPU are not.
 */
async function backendCpuMs(): Promise<number | null> {
  if (pglite) return null;
  const rows = await (
    await database()
  ).query<{ pid: number }>(
    'bench-backends',
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database()',
    [],
  );
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* a backend that ended in between */
    }
  }
  return ticks * 10; // USER_HZ = 100
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const started = Date.now();
const userId = await seedUser(0);
for (let i = 1; i <= 3; i++) await seedUser(i);
const db = await database();
const [counted] = await db.query<{ n: number }>(
  'bench-count',
  'SELECT count(*)::int AS n FROM application_status_changes WHERE user_id = $1',
  [userId],
);
if (pglite) {
  // What the server's statistics keeper does on its next check: the change counters reach
  // pg_stat_user_tables about a second after the writes.
  await new Promise((r) => setTimeout(r, 1100));
  await db.query('', 'SELECT 1', []);
  const analyzed = await analyzeStaleTables({
    query: async <T>(sql: string) => ({ rows: await db.query<T>('', sql, []) }),
    exec: (sql: string) => db.query('', sql, []),
  });
  console.log(`pglite: the statistics keeper analyzed ${analyzed.join(', ') || 'nothing'}`);
} else await db.query('bench-analyze', 'ANALYZE', []);
console.log(
  `${db.kind}: seeded 4 users × 2,000 applications (${counted?.n} status changes for the measured user) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

if (showPlan) {
  const plan = await db.query<{ 'QUERY PLAN': string }>('', `EXPLAIN (ANALYZE) ${INSIGHTS_SQL}`, [
    userId,
    'Europe/Berlin',
    null,
    new Date().toISOString().slice(0, 10),
  ]);
  console.log(plan.map((r) => r['QUERY PLAN']).join('\n'));
}

console.log(`\n${db.kind}: the statement cut after each CTE (all time; median of 9; ms)\n`);
console.log('| CTE (and what it reads) | planning | execution |');
console.log('|---|---|---|');
for (const row of await profileCtes(db.query, INSIGHTS_SQL, [
  userId,
  'Europe/Berlin',
  null,
  new Date().toISOString().slice(0, 10),
]))
  console.log(`| ${row.cte} | ${row.planningMs.toFixed(1)} | ${row.executionMs.toFixed(1)} |`);

const token = await signAccessToken({ userId });
const today = new Date().toISOString().slice(0, 10);
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);
const periods = [
  { name: 'all time', query: '', from: null, to: today },
  { name: 'last 90 days', query: `?from=${ago(89)}&to=${today}`, from: ago(89), to: today },
  { name: 'last 30 days', query: `?from=${ago(29)}&to=${today}`, from: ago(29), to: today },
];

/** The database's own time for the statement (EXPLAIN ANALYZE "Execution Time"), median of 15 runs: the figure least moved by other load on the machine. */
async function executionMs(from: string | null, to: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 15; i++) {
    const plan = await db.query<Record<string, unknown>>(
      '',
      `EXPLAIN (ANALYZE, FORMAT JSON) ${INSIGHTS_SQL}`,
      [userId, 'Europe/Berlin', from, to],
    );
    const cell = Object.values(plan[0]!)[0];
    const json = (typeof cell === 'string' ? JSON.parse(cell) : cell) as {
      'Execution Time': number;
    }[];
    times.push(json[0]!['Execution Time']);
  }
  return times.sort((a, b) => a - b)[7]!;
}

console.log(
  '\n| engine | period | calls | p50 ms | p95 ms | p99 ms | max ms | CPU ms/call (caller) | CPU ms/call (database) | SQL execution ms (median) | answer KB |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const period of periods) {
  const call = () => callRoute(GET, { token, path: `/api/insights${period.query}` });
  for (let i = 0; i < 20; i++) {
    const res = await call();
    if (res.status !== 200)
      throw new Error(
        `GET /api/insights${period.query}: ${res.status} ${JSON.stringify(res.body)}`,
      );
  }
  const times: number[] = [];
  const cpu = process.cpuUsage();
  const dbCpu = await backendCpuMs();
  let bytes = 0;
  for (let i = 0; i < calls; i++) {
    const t = performance.now();
    const res = await call();
    times.push(performance.now() - t);
    bytes = JSON.stringify(res.body).length;
  }
  const used = process.cpuUsage(cpu);
  const dbCpuAfter = await backendCpuMs();
  const dbPerCall =
    dbCpu === null || dbCpuAfter === null ? 'n/a' : ((dbCpuAfter - dbCpu) / calls).toFixed(1);
  times.sort((a, b) => a - b);
  const f = (v: number) => v.toFixed(1);
  const sql = await executionMs(period.from, period.to);
  if (process.env.BENCH_INSIGHTS_OUT) {
    const result: Result = {
      engine: db.kind,
      period: period.name,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      sql,
    };
    appendFileSync(process.env.BENCH_INSIGHTS_OUT, `${JSON.stringify(result)}\n`);
  }
  console.log(
    `| ${db.kind} | ${period.name} | ${calls} | ${f(percentile(times, 50))} | ${f(percentile(times, 95))} | ${f(percentile(times, 99))} | ${f(times.at(-1)!)} | ${f((used.user + used.system) / 1000 / calls)} | ${dbPerCall} | ${f(sql)} | ${(bytes / 1024).toFixed(1)} |`,
  );
}
await closeDatabase();
