// API benchmark: `next start` on PostgreSQL vs a bare node:http + pg server running the same SQL,
// with autocannon at 50 connections against a user holding 500 applications. Prints a table.
// Run: npx tsx bench/api/run.ts [--build] [--duration=10] [--connections=50]
// (starts its own throwaway PostgreSQL through scripts/with-postgres.sh; builds into
// NEXT_DIST_DIR, default .next-bench, when that has no build yet or --build is given).
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import autocannon from 'autocannon';
import pg from 'pg';

const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const DURATION = flag('duration', 10);
const CONNECTIONS = flag('connections', 50);
const APPS_PER_USER = 500;
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
const DIST = process.env.NEXT_DIST_DIR ?? '.next-bench';

if (!process.env.TEST_DATABASE_URL) {
  const r = spawnSync('bash', ['scripts/with-postgres.sh', 'npx', 'tsx', 'bench/api/run.ts', ...args], { stdio: 'inherit' });
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

async function seed(db: pg.Client, label: string): Promise<string> {
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
  return userId;
}

function token(userId: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer('pursuit')
    .setAudience('pursuit-api')
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(new TextEncoder().encode(JWT_SECRET));
}

type Endpoint = { name: string; method: 'GET' | 'POST'; path: string; body?: string };
const ALL_ENDPOINTS: Endpoint[] = [
  // The floor: no auth, one SELECT 1 — what the framework alone costs.
  { name: 'health (SELECT 1, no auth)', method: 'GET', path: '/api/health' },
  { name: 'my-applications (500 rows)', method: 'GET', path: '/api/applications/my-applications' },
  { name: 'stats', method: 'GET', path: '/api/applications/stats' },
  { name: 'recent', method: 'GET', path: '/api/applications/recent' },
  {
    name: 'add-new-application',
    method: 'POST',
    path: '/api/applications/add-new-application',
    body: JSON.stringify({ job_title: 'Bench Engineer', company: 'Bench Co', status: 'applied', applied_date: '2026-11-21', job_link: 'https://jobs.example/b', notes: 'n', job_description: 'd' }),
  },
];

// --only=stats,recent runs a subset.
const only = args.find((a) => a.startsWith('--only='))?.slice(7).split(',');
const ENDPOINTS = ALL_ENDPOINTS.filter((e) => !only || only.some((o) => e.path.endsWith(o)));

type Result = { rps: number; p50: number; p99: number; non2xx: number; errors: number; cpuMsPerReq: number };

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
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    children = [];
  }
  return ownCpuSeconds(pid) + children.reduce((sum, c) => sum + cpuSeconds(c), 0);
}

async function load(base: string, e: Endpoint, bearer: string, duration: number, pid: number): Promise<Result> {
  const cpuBefore = cpuSeconds(pid);
  const r = await autocannon({
    url: base + e.path,
    method: e.method,
    body: e.body,
    headers: { authorization: `Bearer ${bearer}`, ...(e.body ? { 'content-type': 'application/json' } : {}) },
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

function rssMb(pid: number): number {
  try {
    const out = execFileSync('ps', ['-o', 'rss=', '--pid', String(pid), '--ppid', String(pid)], { encoding: 'utf8' });
    return Math.round(out.split('\n').reduce((s, l) => s + (Number(l.trim()) || 0), 0) / 1024);
  } catch {
    return 0;
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
    execFileSync('npx', ['next', 'build'], { stdio: 'inherit', env: { ...process.env, NEXT_DIST_DIR: DIST, SKIP_BUILD_TYPECHECK: '1' } });
  }

  const appPort = await freePort();
  const barePort = await freePort();
  // --server=standalone runs the `output: 'standalone'` server.js the Dockerfile ships, instead of `next start`.
  const standalone = args.includes('--server=standalone');
  const command = standalone ? ['server.js'] : ['node_modules/next/dist/bin/next', 'start', '-p', String(appPort), '-H', '127.0.0.1'];
  const app: ChildProcess = spawn(process.execPath, command, {
    cwd: standalone ? join(DIST, 'standalone') : undefined,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PORT: String(appPort),
      HOSTNAME: '127.0.0.1',
      ...process.env,
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
  const bare: ChildProcess = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'bench/api/bare-server.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, BARE_PORT: String(barePort), DATABASE_URL: databaseUrl, JWT_SECRET },
  });
  try {
    const appBase = `http://127.0.0.1:${appPort}`;
    const bareBase = `http://127.0.0.1:${barePort}`;
    await waitFor(`${appBase}/api/health`, 90_000); // also applies the migrations
    await waitFor(`${bareBase}/api/health`, 30_000);

    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const appUser = await seed(db, 'app');
    const bareUser = await seed(db, 'bare');
    await db.query('ANALYZE');
    await db.end();
    const appToken = await token(appUser);
    const bareToken = await token(bareUser);

    const rows: { name: string; app: Result; bare: Result }[] = [];
    let peakRss = 0;
    for (const e of ENDPOINTS) {
      await load(appBase, e, appToken, 2, app.pid ?? 0); // warm-up (route compiled, pools filled)
      await load(bareBase, e, bareToken, 2, bare.pid ?? 0);
      const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(app.pid ?? 0))), 500);
      const appResult = await load(appBase, e, appToken, DURATION, app.pid ?? 0);
      clearInterval(sampler);
      const bareResult = await load(bareBase, e, bareToken, DURATION, bare.pid ?? 0);
      rows.push({ name: e.name, app: appResult, bare: bareResult });
      console.log(`done: ${e.name}`);
    }

    const pad = (v: string | number, n: number) => String(v).padStart(n);
    console.log(`\nAPI bench — ${standalone ? 'standalone server.js' : 'next start'}, ${CONNECTIONS} connections, ${DURATION} s per run, ${APPS_PER_USER} applications per user, PostgreSQL`);
    console.log(
      ['endpoint'.padEnd(28), pad('app req/s', 10), pad('p50 ms', 7), pad('p99 ms', 7), pad('cpu ms/req', 11), pad('bare req/s', 11), pad('p50 ms', 7), pad('p99 ms', 7), pad('cpu ms/req', 11), pad('ratio', 6), pad('non2xx', 7)].join(' '),
    );
    for (const r of rows) {
      console.log(
        [
          r.name.padEnd(28),
          pad(r.app.rps.toFixed(0), 10),
          pad(r.app.p50, 7),
          pad(r.app.p99, 7),
          pad(r.app.cpuMsPerReq.toFixed(2), 11),
          pad(r.bare.rps.toFixed(0), 11),
          pad(r.bare.p50, 7),
          pad(r.bare.p99, 7),
          pad(r.bare.cpuMsPerReq.toFixed(2), 11),
          pad((r.app.rps / r.bare.rps).toFixed(2), 6),
          pad(`${r.app.non2xx + r.app.errors}/${r.bare.non2xx + r.bare.errors}`, 7),
        ].join(' '),
      );
    }
    console.log(`app server peak RSS under load: ${peakRss} MB (target < 600 MB); ratio target ≥ 0.7, p99 target < 50 ms`);
    console.log(`cpu ms/req is the server process's own CPU time per answered request: steadier than req/s on a busy machine (load average now ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}).`);
  } finally {
    app.kill('SIGTERM');
    bare.kill('SIGTERM');
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
