// API benchmark: the production server on each database engine — PostgreSQL, with a bare node:http +
// pg server running the same SQL beside it, and the embedded PGlite (the default install: the
// database in the server's own process, on disk; seeded before the server opens it, as PGlite has
// one owner: bench/api/seed-pglite.ts) — in the same run, each against its own `/api/health` and
// empty route,
// with autocannon at 50 connections against a user holding 500 applications (adds go to another user
// of 500, so the reads stay at 500), then each endpoint
// at a steady 100 req/s (a true open loop, steady-load.ts; not autocannon's bursty overallRate) for p50/p99. Prints one table; the ratios are the figures.
// Run: npx tsx bench/api/run.ts [--engine=both|pglite|postgres] [--build] [--duration=12] [--rounds=3] [--connections=50] [--only=stats,recent]
//      [--cpu-prof=dir] (writes a V8 CPU profile of the app server to dir when it stops)
// (starts its own throwaway PostgreSQL through scripts/with-postgres.sh; builds into
// NEXT_DIST_DIR, default .next-bench, when that has no build yet or --build is given). The bench
// build sets BENCH_FLOOR_ROUTE=1, which adds the empty route /api/bench-floor (the framework
// floor row); shipped builds do not contain it (next.config.ts).
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import autocannon from 'autocannon';
import pg from 'pg';
import { APPS_PER_USER, seed, type Seeded } from './seed';
import { steadyLoad } from './steady-load';

const args = process.argv.slice(2);
const flag = (name: string, fallback: number) =>
  Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const DURATION = flag('duration', 12);
const CONNECTIONS = flag('connections', 50);
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
const DIST = process.env.NEXT_DIST_DIR ?? '.next-bench';
const STEADY_RATE = 100;
const ROUNDS = flag('rounds', 3);
const CPU_PROF_DIR = args.find((a) => a.startsWith('--cpu-prof='))?.slice('--cpu-prof='.length);

type Engine = 'postgres' | 'pglite';
const engineFlag = args.find((a) => a.startsWith('--engine='))?.slice(9) ?? 'both';
const ENGINES: Engine[] = engineFlag === 'both' ? ['pglite', 'postgres'] : [engineFlag as Engine];
if (!ENGINES.every((e) => e === 'pglite' || e === 'postgres'))
  throw new Error('--engine is both, pglite or postgres');

if (ENGINES.includes('postgres') && !process.env.TEST_DATABASE_URL) {
  const r = spawnSync(
    'bash',
    ['scripts/with-postgres.sh', 'npx', 'tsx', 'bench/api/run.ts', ...args],
    { stdio: 'inherit' },
  );
  process.exit(r.status ?? 1);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

async function waitFor(url: string, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up in ${ms} ms`);
}

function token({ userId, sessionId }: Seeded): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer('pursuit')
    .setAudience('pursuit-api')
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(new TextEncoder().encode(JWT_SECRET));
}

type Endpoint = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  steady?: boolean;
};
const ALL_ENDPOINTS: Endpoint[] = [
  // The framework floor: an empty route handler (bench builds only), no database.
  { name: 'empty route (floor)', method: 'GET', path: '/api/bench-floor' },
  // No auth, one SELECT 1 through the route wrapper: what the signed-in endpoints are held to.
  { name: 'health (SELECT 1, no auth)', method: 'GET', path: '/api/health' },
  { name: 'my-applications (500 rows)', method: 'GET', path: '/api/applications/my-applications' },
  {
    name: 'my-applications?limit=20',
    method: 'GET',
    path: '/api/applications/my-applications?limit=20',
  },
  {
    name: 'my-applications/{id}',
    method: 'GET',
    path: '/api/applications/my-applications/:id',
    steady: true,
  },
  { name: 'stats', method: 'GET', path: '/api/applications/stats', steady: true },
  { name: 'recent', method: 'GET', path: '/api/applications/recent', steady: true },
  {
    name: 'add-new-application',
    method: 'POST',
    steady: true,
    path: '/api/applications/add-new-application',
    body: JSON.stringify({
      job_title: 'Bench Engineer',
      company: 'Bench Co',
      status: 'applied',
      applied_date: '2026-11-21',
      job_link: 'https://jobs.example/b',
      notes: 'n',
      job_description: 'd',
    }),
  },
];

// --only=stats,recent runs a subset.
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const ENDPOINTS = ALL_ENDPOINTS.filter(
  (e) => !only || only.some((o) => e.name.startsWith(o) || e.path.endsWith(o)),
);

type Result = {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  cpuMsPerReq: number;
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** Rounds of one endpoint as one row: median req/s and p50, median p99 (the worst round's when `worstP99`); summed errors; mean CPU per request. */
function combine(results: Result[], worstP99 = false): Result {
  return {
    rps: median(results.map((r) => r.rps)),
    p50: median(results.map((r) => r.p50)),
    p99: worstP99 ? Math.max(...results.map((r) => r.p99)) : median(results.map((r) => r.p99)),
    non2xx: results.reduce((n, r) => n + r.non2xx, 0),
    errors: results.reduce((n, r) => n + r.errors, 0),
    cpuMsPerReq: results.reduce((n, r) => n + r.cpuMsPerReq, 0) / (results.length || 1),
  };
}

function ownCpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime, stime, cutime, cstime are fields 14-17 of the file; after the ') ' split they sit at 11-14.
    return [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds (user + system) used so far by a process and its live children. */
function cpuSeconds(pid: number): number {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    children = [];
  }
  return ownCpuSeconds(pid) + children.reduce((sum, c) => sum + cpuSeconds(c), 0);
}

type Who = { bearer: string; applicationId: string };
const headersFor = (e: Endpoint, who: Who) => ({
  authorization: `Bearer ${who.bearer}`,
  ...(e.body ? { 'content-type': 'application/json' } : {}),
});

/**
 * Waits until the server has worked off what the last load left in flight: the requests autocannon
 * abandoned when its time was up are still queued (on PGlite behind its one connection), and must
 * not be charged to the next row. One `/api/health` after them answers when they are done.
 */
async function drain(base: string): Promise<void> {
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(60_000) }).catch(() => {});
    if (performance.now() - t < 100) return;
  }
}

/** Closed loop at CONNECTIONS connections: the throughput figure. */
async function load(
  base: string,
  e: Endpoint,
  who: Who,
  duration: number,
  pid: number,
): Promise<Result> {
  const cpuBefore = cpuSeconds(pid);
  const r = await autocannon({
    url: base + e.path.replace(':id', who.applicationId),
    method: e.method,
    body: e.body,
    headers: headersFor(e, who),
    connections: CONNECTIONS,
    duration,
  });
  await drain(base);
  const done = r.requests.total || 1;
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    cpuMsPerReq: ((cpuSeconds(pid) - cpuBefore) * 1000) / done,
  };
}

/** Open loop at a steady STEADY_RATE (steady-load.ts): the latency figure. */
async function steady(
  base: string,
  e: Endpoint,
  who: Who,
  duration: number,
  pid: number,
): Promise<Result> {
  const cpuBefore = cpuSeconds(pid);
  const r = await steadyLoad({
    url: base + e.path.replace(':id', who.applicationId),
    method: e.method,
    body: e.body,
    headers: headersFor(e, who),
    rate: STEADY_RATE,
    seconds: duration,
  });
  return {
    rps: r.ok / duration,
    p50: r.p50,
    p99: r.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    cpuMsPerReq: ((cpuSeconds(pid) - cpuBefore) * 1000) / (r.sent || 1),
  };
}

/** RSS in MB of the process `pid` itself and, apart, of all its descendants (OCR and document-parser children). */
function rssMb(pid: number): { own: number; children: number } {
  try {
    const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss='], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map((l) => l.trim().split(/\s+/).map(Number) as [number, number, number]);
    const own = rows.find(([p]) => p === pid)?.[2] ?? 0;
    const tree = new Set([pid]);
    let children = 0;
    for (let grew = true; grew;) {
      grew = false;
      for (const [p, parent, rss] of rows) {
        if (!tree.has(p) && tree.has(parent)) {
          tree.add(p);
          children += rss;
          grew = true;
        }
      }
    }
    return { own: Math.round(own / 1024), children: Math.round(children / 1024) };
  } catch {
    return { own: 0, children: 0 };
  }
}

/** A fresh PostgreSQL database for the run: its URL. */
async function freshPostgres(): Promise<string> {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS pursuit_bench WITH (FORCE)');
  await admin.query('CREATE DATABASE pursuit_bench');
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = '/pursuit_bench';
  return url.toString();
}

const SEEDED = ['app', 'bare', 'app-writer', 'bare-writer'] as const;
type SeededUsers = Record<(typeof SEEDED)[number], Seeded>;

async function seedPostgres(databaseUrl: string): Promise<SeededUsers> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const query = async (sql: string, params?: unknown[]) => (await db.query(sql, params)).rows;
  const users = {} as SeededUsers;
  for (const label of SEEDED) users[label] = await seed(query, label);
  await db.query('ANALYZE');
  await db.end();
  return users;
}

/** An embedded database on disk, migrated and seeded (bench/api/seed-pglite.ts) before the server opens it. */
function seedPglite(dir: string): SeededUsers {
  const out = execFileSync(
    'npx',
    ['tsx', '--conditions=react-server', 'bench/api/seed-pglite.ts', 'app', 'app-writer'],
    { encoding: 'utf8', env: { ...process.env, PGLITE_DIR: dir, DATABASE_URL: '' } },
  );
  return JSON.parse(out.trim().split('\n').at(-1)!) as SeededUsers;
}

async function main() {
  if (args.includes('--build') || !existsSync(join(DIST, 'BUILD_ID'))) {
    console.log(`building into ${DIST} ...`);
    execFileSync('npx', ['next', 'build'], {
      stdio: 'inherit',
      env: {
        ...process.env,
        NEXT_DIST_DIR: DIST,
        SKIP_BUILD_TYPECHECK: '1',
        BENCH_FLOOR_ROUTE: '1',
      },
    });
  }
  for (const engine of ENGINES) await runEngine(engine);
}

async function runEngine(engine: Engine) {
  const pgliteDir = engine === 'pglite' ? mkdtempSync(join(tmpdir(), 'api-bench-pglite-')) : '';
  const databaseUrl = engine === 'postgres' ? await freshPostgres() : '';
  // PGlite: the data goes in before the server starts (one owner at a time).
  const preSeeded = engine === 'pglite' ? seedPglite(pgliteDir) : null;

  const appPort = await freePort();
  const barePort = engine === 'postgres' ? await freePort() : 0;
  // --server=standalone runs the `output: 'standalone'` server.js the Dockerfile ships, instead of `next start`.
  const standalone = args.includes('--server=standalone');
  const command = standalone
    ? ['server.js']
    : ['node_modules/next/dist/bin/next', 'start', '-p', String(appPort), '-H', '127.0.0.1'];
  const nodeFlags = CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : [];
  // The server runs with the NODE_OPTIONS the Dockerfile gives production (its heap limit, ADR 105) unless this run sets its own.
  const nodeOptions =
    process.env.NODE_OPTIONS ??
    /^\s*NODE_OPTIONS=("[^"]*"|\S+)/m
      .exec(readFileSync('Dockerfile', 'utf8'))?.[1]
      ?.replace(/^"|"$/g, '') ??
    '';
  const app: ChildProcess = spawn(process.execPath, [...nodeFlags, ...command], {
    cwd: standalone ? join(DIST, 'standalone') : undefined,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PORT: String(appPort),
      HOSTNAME: '127.0.0.1',
      ...process.env,
      NODE_OPTIONS: nodeOptions,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: DIST,
      // The embedded database when DATABASE_URL is empty (server/env.ts), as the default install runs.
      DATABASE_URL: databaseUrl,
      PGLITE_DIR: pgliteDir || '.data/pglite',
      JWT_SECRET,
      AUTH_SECRET: JWT_SECRET,
      APP_URL: `http://127.0.0.1:${appPort}`,
      // No mail is sent by the bench; production otherwise requires SMTP_URL at start.
      MAIL_TRANSPORT: 'log',
      LOG_LEVEL: 'warn',
    },
  });
  // The bare node:http + pg server runs the same SQL on PostgreSQL only.
  const bare: ChildProcess | null = barePort
    ? spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'bench/api/bare-server.ts'], {
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, BARE_PORT: String(barePort), DATABASE_URL: databaseUrl, JWT_SECRET },
      })
    : null;
  try {
    const appBase = `http://127.0.0.1:${appPort}`;
    const bareBase = `http://127.0.0.1:${barePort}`;
    await waitFor(`${appBase}/api/health`, 90_000); // also applies the migrations
    if (bare) await waitFor(`${bareBase}/api/health`, 30_000);

    // Adds go to users of their own (also holding 500 applications), so the users the reads run
    // as keep exactly 500 whatever ran before.
    const users = preSeeded ?? (await seedPostgres(databaseUrl));
    const who = async (user: Seeded | undefined) =>
      user ? { bearer: await token(user), applicationId: user.applicationId } : null;
    const readers = { app: (await who(users.app))!, bare: await who(users.bare) };
    const writers = {
      app: (await who(users['app-writer']))!,
      bare: await who(users['bare-writer']),
    };
    const as = (e: Endpoint) => (e.method === 'POST' ? writers : readers);

    const loadBefore = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    const rows: { e: Endpoint; app: Result; bare: Result | null; steady?: Result }[] = [];
    let peakRss = 0;
    let peakChildren = 0;
    // Sampled from the warm-up on, whatever runs: the heap grows most while routes are first used.
    const sampler = setInterval(() => {
      const rss = rssMb(app.pid ?? 0);
      peakRss = Math.max(peakRss, rss.own);
      peakChildren = Math.max(peakChildren, rss.children);
    }, 250);
    // Warm every route first (compiled, JIT-optimised, pools filled), so the first row measured is
    // not also the first one run.
    for (const e of ENDPOINTS) {
      await load(appBase, e, as(e).app, 3, app.pid ?? 0);
      if (bare) await load(bareBase, e, as(e).bare!, 1, bare.pid ?? 0);
    }
    // Rounds: every endpoint runs DURATION/ROUNDS seconds per round, round-robin, so a burst of
    // load from elsewhere on the machine falls on all rows rather than on one.
    const slice = Math.max(2, Math.round(DURATION / ROUNDS));
    const runs = new Map<Endpoint, { app: Result[]; bare: Result[]; steady: Result[] }>(
      ENDPOINTS.map((e) => [e, { app: [], bare: [], steady: [] }]),
    );
    for (let round = 0; round < ROUNDS; round++) {
      for (const e of ENDPOINTS) {
        const r = runs.get(e)!;
        r.app.push(await load(appBase, e, as(e).app, slice, app.pid ?? 0));
        if (bare) r.bare.push(await load(bareBase, e, as(e).bare!, slice, bare.pid ?? 0));
        if (e.steady) r.steady.push(await steady(appBase, e, as(e).app, slice, app.pid ?? 0));
      }
      console.log(`round ${round + 1}/${ROUNDS} done`);
    }
    for (const e of ENDPOINTS) {
      const r = runs.get(e)!;
      rows.push({
        e,
        app: combine(r.app),
        bare: r.bare.length ? combine(r.bare) : null,
        steady: r.steady.length ? combine(r.steady, true) : undefined,
      });
    }

    const health = rows.find((r) => r.e.path === '/api/health');
    const floor = rows.find((r) => r.e.path === '/api/bench-floor');
    const pad = (v: string | number, n: number) => String(v).padStart(n);
    const ratio = (a: number, b: number | undefined) => (b ? (a / b).toFixed(2) : '-');
    console.log(
      `\nAPI bench — ${standalone ? 'standalone server.js' : 'next start'}${nodeOptions ? ` (NODE_OPTIONS ${nodeOptions})` : ''}, ${CONNECTIONS} connections, ${DURATION} s per endpoint in ${ROUNDS} round-robin rounds (medians), ${APPS_PER_USER} applications per user, ${engine === 'pglite' ? 'embedded PGlite on disk (the default install; no bare server)' : 'PostgreSQL'}`,
    );
    console.log(
      [
        'endpoint'.padEnd(28),
        pad('app req/s', 10),
        pad('/health', 8),
        pad('/floor', 7),
        pad('/bare', 6),
        pad('cpu ms/req', 11),
        pad(`@${STEADY_RATE}/s p50`, 12),
        pad('p99', 6),
        pad('bare req/s', 11),
        pad('bare cpu', 9),
        pad('non2xx', 7),
      ].join(' '),
    );
    for (const r of rows) {
      const bad = r.app.non2xx + r.app.errors + (r.steady ? r.steady.non2xx + r.steady.errors : 0);
      console.log(
        [
          r.e.name.padEnd(28),
          pad(r.app.rps.toFixed(0), 10),
          pad(ratio(r.app.rps, health?.app.rps), 8),
          pad(ratio(r.app.rps, floor?.app.rps), 7),
          pad(r.bare ? ratio(r.app.rps, r.bare.rps) : '-', 6),
          pad(r.app.cpuMsPerReq.toFixed(2), 11),
          pad(r.steady ? r.steady.p50.toFixed(1) : '-', 12),
          pad(r.steady ? r.steady.p99.toFixed(1) : '-', 6),
          pad(r.bare ? r.bare.rps.toFixed(0) : '-', 11),
          pad(r.bare ? r.bare.cpuMsPerReq.toFixed(2) : '-', 9),
          pad(`${bad}/${r.bare ? r.bare.non2xx + r.bare.errors : '-'}`, 7),
        ].join(' '),
      );
    }
    clearInterval(sampler);
    console.log(
      `app server peak RSS under load: ${peakRss} MB (target < 600 MB); its child processes (OCR, document parsers), apart like Chromium: ${peakChildren} MB`,
    );
    console.log(
      `targets: health ≥ 0.8× floor; stats, recent, my-applications/{id} ≥ 0.7× health; add ≥ 0.5× health; p99 < 50 ms at ${STEADY_RATE} req/s; no non-2xx`,
    );
    console.log(
      `cpu ms/req is the server process's own CPU time per answered request: steadier than req/s on a busy machine (load average ${loadBefore} at the start, ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')} at the end).`,
    );
  } finally {
    const exited =
      app.exitCode === null && app.signalCode === null
        ? new Promise((r) => app.once('exit', r))
        : null;
    app.kill('SIGTERM');
    bare?.kill('SIGTERM');
    // Let the app write its CPU profile (--cpu-prof), and let go of the embedded database.
    await exited;
    if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
