// Steady 100 req/s in-process (the route handlers, no HTTP socket): stats, recent and one
// application for a user with 500 applications, with the app's background work running as at
// server start (reminders and jobs), on the embedded PGlite and on a throwaway PostgreSQL
// (scripts/with-postgres.sh) in the same run, each in a process of its own with the server's
// NODE_OPTIONS (scripts/start.mjs), then one table of both (ADR 220, ADR 255). Records each call's
// latency, every GC pause (PerformanceObserver 'gc') and the event loop's delay, so a p99 can be
// laid at the door of the collector, of a blocking statement on the driver (PGlite has one
// connection), or of neither. `--pglite` or `--postgres` runs one engine.
//
//   npx tsx --conditions=react-server bench/api/steady.ts [--seconds=10] [--rate=100] [--pglite [--pglite-dir=PATH] | --postgres]
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PerformanceObserver, monitorEventLoopDelay } from 'node:perf_hooks';

const args = process.argv.slice(2);
const flag = (name: string, fallback: number) =>
  Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SECONDS = flag('seconds', 10);
const RATE = flag('rate', 100);
const pglite = args.includes('--pglite');
const postgres = args.includes('--postgres');
type Result = { engine: string; endpoint: string; p50: number; p99: number; over50: number };

if (!pglite && !postgres) {
  const dir = mkdtempSync(join(tmpdir(), 'steady-bench-'));
  const out = join(dir, 'results.jsonl');
  // The server's heap settings (scripts/start.mjs, ADR 105), as `npm start` runs it.
  const env = {
    ...process.env,
    BENCH_STEADY_OUT: out,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-semi-space-size=64 --max-old-space-size=1024`,
  };
  const tsx = ['npx', 'tsx', '--conditions=react-server', 'bench/api/steady.ts'];
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
  console.log(`\n| endpoint (${RATE} req/s) | PGlite p50 / p99 ms | PostgreSQL p50 / p99 ms |`);
  console.log('|---|---|---|');
  for (const endpoint of ['stats', 'recent', 'one application']) {
    const [l, p] = ['pglite', 'postgres'].map((e) =>
      results.find((r) => r.engine === e && r.endpoint === endpoint),
    );
    const f = (r?: Result) => (r ? `${r.p50.toFixed(1)} / ${r.p99.toFixed(1)}` : 'failed');
    console.log(`| ${endpoint} | ${f(l)} | ${f(p)} |`);
  }
  process.exit(runs.some((r) => r.status !== 0) ? 1 : 0);
}
if (pglite) {
  // `--pglite-dir=PATH` reads a database on disk, as the default install keeps it (a fresh folder):
  // the in-memory one leaves out the file reads and writes PGlite makes through Node's fs.
  const dir = args.find((a) => a.startsWith('--pglite-dir='))?.slice(13);
  process.env.PGLITE_DIR = dir ?? 'memory://';
  delete process.env.DATABASE_URL;
} else {
  if (!process.env.TEST_DATABASE_URL) {
    const r = spawnSync(
      'bash',
      [
        'scripts/with-postgres.sh',
        'npx',
        'tsx',
        '--conditions=react-server',
        'bench/api/steady.ts',
        ...args,
      ],
      { stdio: 'inherit' },
    );
    process.exit(r.status ?? 1);
  }
  process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
}
const engine = pglite ? 'pglite' : 'postgres';
process.env.LOG_LEVEL ??= 'silent';

const { createUser } = await import('@/test/factories');
const { callRoute } = await import('@/test/call-route');
const add = await import('@/app/api/applications/add-new-application/route');
const stats = await import('@/app/api/applications/stats/route');
const recent = await import('@/app/api/applications/recent/route');
const one = await import('@/app/api/applications/my-applications/[id]/route');
const { startRemindersWithApp } = await import('@/server/reminders/start-reminders-with-app');

const user = await createUser();
const ids: string[] = [];
for (let i = 0; i < 500; i++) {
  const res = await callRoute(add.POST, {
    token: user.token,
    body: { job_title: `Engineer ${i}`, company: `Company ${i % 50}`, status: 'applied' },
  });
  if (res.status !== 201) throw new Error(`add: ${res.status} ${JSON.stringify(res.body)}`);
  ids.push(res.body.application.id);
}
// Statements on the one connection that took long (name → count, worst ms): background work that
// holds PGlite while requests wait.
const { database } = await import('@/server/db/client');
const db = await database();
const slowStatements = new Map<string, { n: number; worst: number }>();
const query = db.query;
db.query = async <T>(name: string, text: string, values: unknown[]): Promise<T[]> => {
  const t = performance.now();
  try {
    return await query<T>(name, text, values);
  } finally {
    const ms = performance.now() - t;
    if (ms > 20) {
      const key = name || text.replace(/\s+/g, ' ').slice(0, 60);
      const seen = slowStatements.get(key) ?? { n: 0, worst: 0 };
      slowStatements.set(key, { n: seen.n + 1, worst: Math.max(seen.worst, ms) });
    }
  }
};
await startRemindersWithApp();

const gc: { at: number; ms: number }[] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) gc.push({ at: e.startTime, ms: e.duration });
}).observe({ entryTypes: ['gc'] });

const endpoints = [
  { name: 'stats', call: () => callRoute(stats.GET, { token: user.token }) },
  { name: 'recent', call: () => callRoute(recent.GET, { token: user.token }) },
  {
    name: 'one application',
    call: () =>
      callRoute(one.GET, {
        token: user.token,
        params: { id: ids[Math.floor(Math.random() * ids.length)]! },
      }),
  },
];

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;
const f1 = (n: number) => n.toFixed(1);
console.log(`\n${engine}, ${RATE} req/s × ${SECONDS} s per endpoint:`);
console.log(
  `\n| endpoint | calls | p50 ms | p99 ms | max ms | GC pauses (max, total ms) | calls over 50 ms, of them during a GC ≥ 5 ms | event-loop delay p99 / max ms | CPU ms per call (this process${pglite ? ', database included' : ''}) |`,
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const endpoint of endpoints) {
  for (let i = 0; i < 50; i++) await endpoint.call();
  gc.length = 0;
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const calls: { start: number; ms: number }[] = [];
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const total = SECONDS * RATE;
  const pending: Promise<void>[] = [];
  // Open loop: each call starts on its own schedule, whether the previous ones answered or not.
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const start = performance.now();
    pending.push(
      endpoint.call().then((res) => {
        if (res.status !== 200) throw new Error(`${endpoint.name}: ${res.status}`);
        calls.push({ start, ms: performance.now() - start });
      }),
    );
  }
  await Promise.all(pending);
  delay.disable();
  const cpu = process.cpuUsage(cpuBefore);
  const ms = calls.map((c) => c.ms);
  const slow = calls.filter((c) => c.ms > 50);
  const duringGc = slow.filter((c) =>
    gc.some((g) => g.ms >= 5 && g.at < c.start + c.ms && g.at + g.ms > c.start),
  );
  if (process.env.BENCH_STEADY_OUT)
    appendFileSync(
      process.env.BENCH_STEADY_OUT,
      `${JSON.stringify({ engine, endpoint: endpoint.name, p50: pct(ms, 50), p99: pct(ms, 99), over50: slow.length })}\n`,
    );
  console.log(
    `| ${endpoint.name} | ${calls.length} | ${f1(pct(ms, 50))} | ${f1(pct(ms, 99))} | ${f1(Math.max(...ms))} | ${gc.length} (${f1(Math.max(0, ...gc.map((g) => g.ms)))}, ${f1(gc.reduce((s, g) => s + g.ms, 0))}) | ${slow.length}, ${duringGc.length} | ${f1(delay.percentile(99) / 1e6)} / ${f1(delay.max / 1e6)} | ${f1((cpu.user + cpu.system) / 1000 / calls.length)} |`,
  );
}
console.log('\nStatements over 20 ms on the driver (name: count, worst ms):');
for (const [name, v] of slowStatements) console.log(`- ${name}: ${v.n}, ${f1(v.worst)}`);
console.log(
  `load average ${(await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
process.exit(0);
