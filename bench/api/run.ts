// API benchmark: `next start` on PostgreSQL vs a bare node:http + pg server running the same SQL,
// with autocannon at 50 connections against a user holding 500 applications (adds go to another user
// of 500, so the reads stay at 500), then each endpoint
// at a steady 100 req/s (a true open loop, steady-load.ts; not autocannon's bursty overallRate) for p50/p99. Prints one table; the ratios are the figures.
// Run: npx tsx bench/api/run.ts [--build] [--duration=12] [--rounds=3] [--connections=50] [--only=stats,recent]
//      [--cpu-prof=dir] (writes a V8 CPU profile of the app server to dir when it stops)
// (starts its own throwaway PostgreSQL through scripts/with-postgres.sh; builds into
// NEXT_DIST_DIR, default .next-bench, when that has no build yet or --build is given). The bench
// build sets BENCH_FLOOR_ROUTE=1, which adds the empty route /api/bench-floor (the framework
// floor row); shipped builds do not contain it (next.config.ts).
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import autocannon from 'autocannon';
import pg from 'pg';
import { steadyLoad } from './steady-load';

const args = process.argv.slice(2);
const flag = (name: string, fallback: number) =>
  Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const DURATION = flag('duration', 12);
const CONNECTIONS = flag('connections', 50);
const APPS_PER_USER = 500;
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
const DIST = process.env.NEXT_DIST_DIR ?? '.next-bench';
const STEADY_RATE = 100;
const ROUNDS = flag('rounds', 3);
const CPU_PROF_DIR = args.find((a) => a.startsWith('--cpu-prof='))?.slice('--cpu-prof='.length);

if (!process.env.TEST_DATABASE_URL) {
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

type Seeded = { userId: string; sessionId: string; applicationId: string };

async function seed(db: pg.Client, label: string): Promise<Seeded> {
  const { rows } = await db.query(
    `INSERT INTO users (id, email, username, email_verified_at, timezone, created_at, updated_at)
     VALUES (gen_random_uuid()::text, $1, $2, now(), 'Africa/Lagos', now(), now()) RETURNING id`,
    [`bench-${label}-${Date.now()}@pursuit.test`, `Bench ${label}`],
  );
  const userId = rows[0].id as string;
  await db.query(
    `INSERT INTO applications (id, user_id, job_title, company, status, applied_date, job_link, notes, job_description,
                               interview_at, interview_timezone, created_at, updated_at)
     SELECT gen_random_uuid()::text, $1, 'Engineer ' || i, 'Company ' || (i % 37),
            (ARRAY['Applied','Interview','Offer','Rejected','Not Applied'])[1 + i % 5]::"ApplicationStatus",
            date '2026-01-01' + (i % 300), 'https://jobs.example/' || i, 'Notes for application ' || i,
            repeat('Job description text. ', 20),
            CASE WHEN i % 5 = 1 THEN now() + (i || ' hours')::interval END,
            CASE WHEN i % 5 = 1 THEN 'America/New_York' END,
            now() - (i || ' minutes')::interval, now()
     FROM generate_series(1, $2::int) AS i`,
    [userId, APPS_PER_USER],
  );
  await db.query(
    `INSERT INTO application_events (id, user_id, application_id, kind, job_title, company, status, created_at)
     SELECT gen_random_uuid()::text, user_id, id, 'CREATED', job_title, company, status, created_at FROM applications WHERE user_id = $1`,
    [userId],
  );
  // A signed-in session, as login leaves it: one live refresh token in a family.
  const sessionId = (
    await db.query(
      `INSERT INTO refresh_tokens (id, user_id, token_hash, family_id, expires_at)
       VALUES (gen_random_uuid()::text, $1, md5(random()::text), gen_random_uuid()::text, now() + interval '30 days') RETURNING family_id`,
      [userId],
    )
  ).rows[0].family_id as string;
  const applicationId = (
    await db.query(
      'SELECT id FROM applications WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1 OFFSET 7',
      [userId],
    )
  ).rows[0].id as string;
  return { userId, sessionId, applicationId };
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

async function main() {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS pursuit_bench WITH (FORCE)');
  await admin.query('CREATE DATABASE pursuit_bench');
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = '/pursuit_bench';
  const databaseUrl = url.toString();

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

  const appPort = await freePort();
  const barePort = await freePort();
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
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      AUTH_SECRET: JWT_SECRET,
      APP_URL: `http://127.0.0.1:${appPort}`,
      // No mail is sent by the bench; production otherwise requires SMTP_URL at start.
      MAIL_TRANSPORT: 'log',
      LOG_LEVEL: 'warn',
    },
  });
  const bare: ChildProcess = spawn(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'bench/api/bare-server.ts'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, BARE_PORT: String(barePort), DATABASE_URL: databaseUrl, JWT_SECRET },
    },
  );
  try {
    const appBase = `http://127.0.0.1:${appPort}`;
    const bareBase = `http://127.0.0.1:${barePort}`;
    await waitFor(`${appBase}/api/health`, 90_000); // also applies the migrations
    await waitFor(`${bareBase}/api/health`, 30_000);

    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const appUser = await seed(db, 'app');
    const bareUser = await seed(db, 'bare');
    // Adds go to users of their own (also holding 500 applications), so the users the reads run
    // as keep exactly 500 whatever ran before.
    const appWriter = await seed(db, 'app-writer');
    const bareWriter = await seed(db, 'bare-writer');
    await db.query('ANALYZE');
    await db.end();
    const readers = {
      app: { bearer: await token(appUser), applicationId: appUser.applicationId },
      bare: { bearer: await token(bareUser), applicationId: bareUser.applicationId },
    };
    const writers = {
      app: { bearer: await token(appWriter), applicationId: appWriter.applicationId },
      bare: { bearer: await token(bareWriter), applicationId: bareWriter.applicationId },
    };
    const as = (e: Endpoint) => (e.method === 'POST' ? writers : readers);

    const loadBefore = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    const rows: { e: Endpoint; app: Result; bare: Result; steady?: Result }[] = [];
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
      await load(bareBase, e, as(e).bare, 1, bare.pid ?? 0);
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
        r.bare.push(await load(bareBase, e, as(e).bare, slice, bare.pid ?? 0));
        if (e.steady) r.steady.push(await steady(appBase, e, as(e).app, slice, app.pid ?? 0));
      }
      console.log(`round ${round + 1}/${ROUNDS} done`);
    }
    for (const e of ENDPOINTS) {
      const r = runs.get(e)!;
      rows.push({
        e,
        app: combine(r.app),
        bare: combine(r.bare),
        steady: r.steady.length ? combine(r.steady, true) : undefined,
      });
    }

    const health = rows.find((r) => r.e.path === '/api/health');
    const floor = rows.find((r) => r.e.path === '/api/bench-floor');
    const pad = (v: string | number, n: number) => String(v).padStart(n);
    const ratio = (a: number, b: number | undefined) => (b ? (a / b).toFixed(2) : '-');
    console.log(
      `\nAPI bench — ${standalone ? 'standalone server.js' : 'next start'}${nodeOptions ? ` (NODE_OPTIONS ${nodeOptions})` : ''}, ${CONNECTIONS} connections, ${DURATION} s per endpoint in ${ROUNDS} round-robin rounds (medians), ${APPS_PER_USER} applications per user, PostgreSQL`,
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
          pad(ratio(r.app.rps, r.bare.rps), 6),
          pad(r.app.cpuMsPerReq.toFixed(2), 11),
          pad(r.steady ? r.steady.p50.toFixed(1) : '-', 12),
          pad(r.steady ? r.steady.p99.toFixed(1) : '-', 6),
          pad(r.bare.rps.toFixed(0), 11),
          pad(r.bare.cpuMsPerReq.toFixed(2), 9),
          pad(`${bad}/${r.bare.non2xx + r.bare.errors}`, 7),
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
    app.kill('SIGTERM');
    bare.kill('SIGTERM');
    // Let the app write its CPU profile (--cpu-prof) before this process exits.
    if (CPU_PROF_DIR) await new Promise((r) => app.once('exit', r));
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
