// GET /api/insights for a user with 2,000 applications and their history (DESIGN.md
// target: p99 < 100 ms). Calls the real route handler in-process (token check, zod, the one SQL
// statement, the answer's zod parse; no HTTP socket) on a throwaway PostgreSQL
// (scripts/with-postgres.sh) and, with --pglite, on the embedded PGlite. Three other users with
// 2,000 applications each share the tables, so the owner filter has work to do.
//
//   npx tsx --conditions=react-server bench/insights/run.ts [--pglite] [--calls=300] [--plan]
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Prisma } from '@/generated/prisma/client';

const args = process.argv.slice(2);
const pglite = args.includes('--pglite');
const showPlan = args.includes('--plan');
const calls = Number(args.find((a) => a.startsWith('--calls='))?.slice(8) ?? 300);

if (!pglite && !process.env.TEST_DATABASE_URL) {
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

const { prisma, database, closeDatabase } = await import('@/server/db/client');
const { signAccessToken } = await import('@/server/auth/access-token');
const { GET } = await import('@/app/api/insights/route');
const { callRoute } = await import('@/test/call-route');
const { INSIGHTS_SQL } = await import('@/server/insights/insights-sql');

/** Deterministic pseudo-random numbers (mulberry32), so every run seeds the same history. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SOURCES = ['LinkedIn', 'Indeed', 'Referral', 'Company site', 'Recruiter', 'linkedin', null];
const RESUMES = ['Master', 'Frontend', 'Backend', 'Tailored for fintech', 'Short'];
const DAY = 86_400_000;

type Status = 'NotApplied' | 'Applied' | 'Interview' | 'Offer' | 'Rejected';

/** 2,000 applications over the last 540 days: ~20% never sent; of the sent, ~35% replied (rejections, interviews, offers). */
async function seedUser(index: number): Promise<string> {
  const db = await prisma();
  const rand = random(index + 1);
  const user = await db.user.create({
    data: {
      email: `bench-${index}-${randomUUID()}@example.test`,
      username: 'Bench',
      timezone: 'Europe/Berlin',
      emailVerifiedAt: new Date(),
    },
  });
  const now = Date.now();
  const apps: Prisma.ApplicationCreateManyInput[] = [];
  const history: {
    userId: string;
    applicationId: string;
    fromStatus: Status | null;
    status: Status;
    changedAt: Date;
  }[] = [];
  const sent: {
    userId: string;
    applicationId: string;
    name: string;
    data: object;
    template: string;
    matchScore: number | null;
    sentAt: Date;
  }[] = [];
  for (let i = 0; i < 2000; i++) {
    const id = randomUUID();
    let at = now - Math.floor(rand() * 540) * DAY - Math.floor(rand() * DAY);
    const path: [Status, number][] = [];
    const savedFirst = rand() < 0.4;
    if (savedFirst) path.push(['NotApplied', at]);
    if (!savedFirst || rand() < 0.5) {
      if (savedFirst) at += Math.ceil(rand() * 10) * DAY;
      path.push(['Applied', at]);
      if (rand() < 0.35) {
        at += Math.ceil(rand() * 30) * DAY;
        if (rand() < 0.6) path.push(['Rejected', at]);
        else {
          path.push(['Interview', at]);
          at += Math.ceil(rand() * 20) * DAY;
          const r = rand();
          if (r < 0.3) path.push(['Offer', at]);
          else if (r < 0.7) path.push(['Rejected', at]);
        }
      }
    }
    const created = path[0]![1];
    apps.push({
      id,
      userId: user.id,
      jobTitle: `Engineer ${i}`,
      company: `Company ${i % 300}`,
      status: path.at(-1)![0],
      appliedDate: new Date(new Date(created).toISOString().slice(0, 10)),
      source: SOURCES[Math.floor(rand() * SOURCES.length)] ?? null,
      createdAt: new Date(created),
    });
    path.forEach(([status, when], k) =>
      history.push({
        userId: user.id,
        applicationId: id,
        fromStatus: k ? path[k - 1]![0] : null,
        status,
        changedAt: new Date(when),
      }),
    );
    if (rand() < 0.6) {
      sent.push({
        userId: user.id,
        applicationId: id,
        name: RESUMES[Math.floor(rand() * RESUMES.length)]!,
        data: {},
        template: 'classic',
        matchScore: rand() < 0.9 ? 20 + Math.floor(rand() * 80) : null,
        sentAt: new Date(created),
      });
    }
  }
  await db.application.createMany({ data: apps });
  await db.applicationStatusChange.createMany({ data: history });
  await db.sentResume.createMany({ data: sent });
  return user.id;
}

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
await db.query('bench-analyze', 'ANALYZE', []);
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
  '\n| period | calls | p50 ms | p95 ms | p99 ms | max ms | CPU ms/call (caller) | CPU ms/call (database) | SQL execution ms (median) | answer KB |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
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
  console.log(
    `| ${period.name} | ${calls} | ${f(percentile(times, 50))} | ${f(percentile(times, 95))} | ${f(percentile(times, 99))} | ${f(times.at(-1)!)} | ${f((used.user + used.system) / 1000 / calls)} | ${dbPerCall} | ${f(sql)} | ${(bytes / 1024).toFixed(1)} |`,
  );
}
await closeDatabase();
