#!/usr/bin/env node
// Boots the production image the way docker-compose would, without Docker: the standalone server
// laid out as the Dockerfile's runtime stage copies it, started with `node server.js` and exactly
// the environment docker-compose.yml gives the `app` service (read from `docker-compose config`,
// defaults resolved) plus the Dockerfile's ENV. Only the addresses of the compose services change:
// `db` becomes the throwaway PostgreSQL of scripts/with-postgres.sh, `mail` a local SMTP catcher.
// Then it signs up through SMTP (the code comes from the caught email), logs in, parses a resume in
// the document worker, reads a screenshot in the OCR child process, loads a page with its static assets, and checks that a start without
// JWT_SECRET stops with one line naming it, and that with MAIL_TRANSPORT=log neither a sign-up nor a
// password-reset code reaches the server's log. Prints `N passed, N failed`.
//
//   bash scripts/with-postgres.sh node scripts/compose-boot-check.mjs [--build]
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const results = [];
const children = [];
let workdir;

function check(name, ok, detail = '') {
  results.push({ name, ok });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}`);
  return ok;
}

function finish(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  if (workdir) rmSync(workdir, { recursive: true, force: true });
  const passed = results.filter((r) => r.ok).length;
  console.log(`${passed} passed, ${results.length - passed} failed`);
  process.exit(code ?? (results.every((r) => r.ok) && results.length ? 0 : 1));
}

function freePort() {
  return new Promise((done) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => done(port));
    });
  });
}

/** docker-compose.yml's `app` service as compose resolves it (no .env file, a clean shell). */
function composeApp(jwtSecret) {
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, JWT_SECRET: jwtSecret };
  // An empty env file: an operator's .env in the checkout must not change what is checked.
  const envFile = join(mkdtempSync(join(tmpdir(), 'pursuit-compose-')), 'empty.env');
  writeFileSync(envFile, '');
  const run = (args) =>
    spawnSync('docker-compose', ['--env-file', envFile, ...args], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
  let config;
  try {
    // Compose v2 prints JSON; v1 does not know --format (it prints its help, exit 0).
    config = JSON.parse(run(['config', '--format', 'json']).stdout);
  } catch {
    const out = run(['config']);
    if (out.status !== 0) throw new Error(`docker-compose config failed: ${out.stderr}`);
    // docker-compose v1 prints YAML only; PyYAML ships with it.
    const json = spawnSync(
      'python3',
      ['-c', 'import json,sys,yaml; print(json.dumps(yaml.safe_load(sys.stdin)))'],
      { input: out.stdout, encoding: 'utf8' },
    );
    if (json.status !== 0) throw new Error(`could not read the compose YAML: ${json.stderr}`);
    config = JSON.parse(json.stdout);
  }
  rmSync(dirname(envFile), { recursive: true, force: true });
  const app = config.services?.app;
  if (!app) throw new Error('docker-compose.yml has no `app` service');
  const environment = Array.isArray(app.environment)
    ? Object.fromEntries(
        app.environment.map((line) => [line.split('=')[0], line.slice(line.indexOf('=') + 1)]),
      )
    : { ...app.environment };
  for (const [k, v] of Object.entries(environment)) environment[k] = v == null ? '' : String(v);
  return { environment, services: Object.keys(config.services) };
}

/** Every process below `pid` (Chromium and its helpers, OCR children), with its command name. */
function descendants(pid) {
  const rows = spawnSync('ps', ['-e', '-o', 'pid=,ppid=,comm='], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .map(([p, parent, ...command]) => ({
      pid: Number(p),
      ppid: Number(parent),
      command: command.join(' '),
    }));
  const tree = new Set([pid]);
  const out = [];
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows) {
      if (!tree.has(row.pid) && tree.has(row.ppid)) {
        tree.add(row.pid);
        out.push(row);
        grew = true;
      }
    }
  }
  return out;
}

/** The processes of `list` still alive after waiting up to `ms` for them to go. */
async function stillRunning(list, ms) {
  // Gone, or a zombie nobody has reaped yet (it runs nothing).
  const alive = (c) => {
    try {
      return readFileSync(`/proc/${c.pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
    } catch {
      return false;
    }
  };
  const end = Date.now() + ms;
  while (list.some(alive) && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
  return list.filter(alive);
}

/** The runtime stage of the Dockerfile: its WORKDIR, ENV and `COPY --from=build` lines. */
function dockerRuntime() {
  const text = readFileSync(join(root, 'Dockerfile'), 'utf8').replace(/\\\n/g, ' ');
  const stage = text.slice(text.lastIndexOf('\nFROM '));
  const workdir = /^WORKDIR\s+(\S+)/m.exec(stage)?.[1] ?? '/';
  const env = {};
  for (const [, body] of stage.matchAll(/^ENV\s+(.+)$/gm)) {
    for (const [, k, v] of body.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S+)/g))
      env[k] = v.replace(/^"|"$/g, '');
  }
  const copies = [...stage.matchAll(/^COPY\s+--from=build\s+(?:--\S+\s+)*(\S+)\s+(\S+)$/gm)].map(
    ([, from, to]) => ({ from, to }),
  );
  return { workdir, env, copies };
}

/** Lays the image's /app out in a temp dir, copying what the Dockerfile copies from the build stage. */
function assembleImage(runtime) {
  const dir = mkdtempSync(join(tmpdir(), 'pursuit-image-'));
  for (const { from, to } of runtime.copies) {
    // The build stage's WORKDIR /app is this checkout.
    const src = join(root, from.replace(/^\/app\/?/, ''));
    const dest = join(dir, to.startsWith('/') ? to.replace(runtime.workdir, '') : to);
    if (!existsSync(src))
      throw new Error(`the Dockerfile copies ${from}, which the build did not produce`);
    cpSync(src, dest, { recursive: true, verbatimSymlinks: true });
  }
  return dir;
}

function startSmtpCatcher(port) {
  const inbox = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo)
          inbox.push({ to: rcpt.address.toLowerCase(), raw });
        callback();
      });
    },
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done({ inbox, close: () => server.close() }));
  });
}

async function waitFor(fn, ms, what) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await fn().catch(() => undefined);
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function startServer(dir, env) {
  const child = spawn(process.execPath, ['server.js'], {
    cwd: dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const exited = new Promise((done) => child.once('exit', (code) => done(code)));
  return { child, exited, output: () => output };
}

async function main() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error('TEST_DATABASE_URL is not set: run me through scripts/with-postgres.sh');
  if (process.argv.includes('--build') || !existsSync(join(root, '.next/standalone/server.js'))) {
    console.log('== next build');
    const build = spawnSync('npx', ['next', 'build'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NEXT_DIST_DIR: '' },
    });
    if (!check('next build', build.status === 0)) finish(1);
  }

  const jwtSecret = randomBytes(32).toString('hex');
  const compose = composeApp(jwtSecret);
  const runtime = dockerRuntime();
  console.log(`compose gives the app: ${Object.keys(compose.environment).sort().join(', ')}`);
  workdir = assembleImage(runtime);

  // The compose services the app talks to, as local peers.
  const smtpPort = await freePort();
  const catcher = await startSmtpCatcher(smtpPort);
  const pgUrl = new URL(adminUrl);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const dbUrl = new URL(compose.environment.DATABASE_URL);
  await admin.query(
    `CREATE ROLE "${dbUrl.username}" LOGIN PASSWORD '${decodeURIComponent(dbUrl.password).replace(/'/g, "''")}'`,
  );
  await admin.query(`CREATE DATABASE "${dbUrl.pathname.slice(1)}" OWNER "${dbUrl.username}"`);
  await admin.end();
  const peers = { db: `127.0.0.1:${pgUrl.port}`, mail: `127.0.0.1:${smtpPort}` };

  const appPort = await freePort();
  const env = { ...runtime.env, ...compose.environment };
  for (const [k, v] of Object.entries(env)) {
    // Paths inside the image point into the assembled copy.
    if (v === runtime.workdir || v.startsWith(`${runtime.workdir}/`))
      env[k] = workdir + v.slice(runtime.workdir.length);
    // URLs naming a compose service point at its local stand-in.
    const m = /^([a-z][a-z0-9+.-]*:\/\/(?:[^@/]*@)?)([a-z0-9_-]+)(:\d+)?(.*)$/i.exec(v);
    if (m && m[2] && compose.services.includes(m[2]) && peers[m[2]])
      env[k] = `${m[1]}${peers[m[2]]}${m[4]}`;
  }
  // The container listens on PORT/HOSTNAME; here on a free loopback port instead of 0.0.0.0:3000.
  Object.assign(env, {
    PORT: String(appPort),
    HOSTNAME: '127.0.0.1',
    PATH: process.env.PATH,
    HOME: workdir,
  });
  const base = `http://127.0.0.1:${appPort}`;
  const server = startServer(workdir, env);
  const healthy = await Promise.race([
    waitFor(async () => (await fetch(`${base}/api/health`)).ok, 120_000, '/api/health'),
    server.exited.then((code) => {
      throw new Error(`server.js exited with ${code}:\n${server.output()}`);
    }),
  ]);
  check(
    'standalone server.js starts with the compose environment and reports healthy',
    healthy === true,
  );

  const email = `operator-${Date.now()}@example.test`;
  const password = 'a-strong-password-1';
  const signup = await fetch(`${base}/api/auth/create-account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'First Operator', email, password }),
  });
  check('sign up', signup.status === 201, `HTTP ${signup.status}`);
  const mail = await waitFor(
    async () => catcher.inbox.find((m) => m.to === email),
    30_000,
    'the verification email over SMTP',
  );
  const code = /^Subject: [^\r\n]*?\b(\d{6})\b/m.exec(mail.raw)?.[1];
  check('verification code arrives over SMTP', Boolean(code));
  const verify = await fetch(
    `${base}/api/auth/verify-email?${new URLSearchParams({ email, code: code ?? '' })}`,
    { method: 'POST' },
  );
  check('verify the email with the code', verify.ok, `HTTP ${verify.status}`);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const session = login.ok ? await login.json() : {};
  check('log in', login.ok && typeof session.access_token === 'string', `HTTP ${login.status}`);
  const auth = { authorization: `Bearer ${session.access_token}` };
  const profile = await fetch(`${base}/api/users/user-profile`, { headers: auth });
  check(
    'the profile answers for the new user',
    profile.ok && (await profile.json()).data?.email === email,
  );
  check(
    'codes are not written to the log in production',
    !server.output().includes(code ?? 'no-code'),
  );

  const form = new FormData();
  const docx = readFileSync(join(root, 'test/fixtures/resumes/maya-chen-backend.docx'));
  form.set(
    'resume',
    new File([docx], 'resume.docx', {
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    }),
  );
  form.set('job_description', 'Backend engineer: Go, PostgreSQL, Kubernetes.');
  const parsed = await fetch(`${base}/api/ai/resume/analyze`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  const analysis = await parsed.json().catch(() => ({}));
  check(
    'the document worker parses a DOCX resume',
    parsed.ok && /Maya/i.test(analysis.extracted_text_preview ?? ''),
    `HTTP ${parsed.status}${parsed.ok ? '' : ` ${JSON.stringify(analysis)}`}`,
  );

  const shots = new FormData();
  const png = readFileSync(join(root, 'test/fixtures/screenshots/product-designer-small-text.png'));
  shots.append('files', new File([png], 'job.png', { type: 'image/png' }));
  const read = await fetch(`${base}/api/get-jd-from/image`, {
    method: 'POST',
    headers: auth,
    body: shots,
  });
  const ocr = await read.json().catch(() => ({}));
  check(
    'the OCR child process reads a job-post screenshot',
    read.ok && /Product Designer/.test(ocr.job_description ?? ''),
    `HTTP ${read.status}${read.ok ? '' : ` ${JSON.stringify(ocr)}`}`,
  );

  const page = await fetch(`${base}/login`);
  const html = await page.text();
  const asset = /\/_next\/static\/[^"']+\.(?:js|css)/.exec(html)?.[0];
  const assetRes = asset ? await fetch(`${base}${asset}`) : undefined;
  check(
    'a page and its static assets load',
    page.ok && assetRes?.ok === true,
    asset ?? 'no asset in /login',
  );
  const publicFile = readdirSync(join(root, 'public')).find((f) => !f.startsWith('.'));
  if (publicFile)
    check(`public/ is served (${publicFile})`, (await fetch(`${base}/${publicFile}`)).ok);

  const pdf = await fetch(`${base}/api/resume/export`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ html: '<h1>Maya Chen</h1><p>Backend engineer</p>' }),
  });
  const pdfBytes = Buffer.from(await pdf.arrayBuffer());
  check(
    "PDF export renders with the image's Chromium",
    pdf.ok && pdfBytes.subarray(0, 5).toString() === '%PDF-',
    `HTTP ${pdf.status}`,
  );

  // Stopping the server (SIGTERM, as Docker and supervisors do) must not leave Chromium or an OCR child running.
  const children = descendants(server.child.pid);
  server.child.kill('SIGTERM');
  await server.exited;
  const left = await stillRunning(children, 10_000);
  check(
    'stopping the server stops its Chromium and child processes',
    children.length > 0 && left.length === 0,
    left.length
      ? `still running: ${left.map((c) => `${c.pid} ${c.command}`).join(', ')}`
      : `${children.length} processes`,
  );

  // MAIL_TRANSPORT=log (no mail server, on purpose): the log says which emails were not sent, by
  // kind and address, never their subject, text or code. The codes are recovered from their stored
  // hashes, so the check knows exactly which six digits must not appear in the server's output.
  const quiet = startServer(workdir, { ...env, MAIL_TRANSPORT: 'log', SMTP_URL: '' });
  await Promise.race([
    waitFor(
      async () => (await fetch(`${base}/api/health`)).ok,
      120_000,
      '/api/health with MAIL_TRANSPORT=log',
    ),
    quiet.exited.then((code) => {
      throw new Error(`server.js (MAIL_TRANSPORT=log) exited with ${code}:\n${quiet.output()}`);
    }),
  ]);
  const quietEmail = `no-mail-${Date.now()}@example.test`;
  const quietSignup = await fetch(`${base}/api/auth/create-account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'Quiet Operator', email: quietEmail, password }),
  });
  const quietReset = await fetch(`${base}/api/auth/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: quietEmail }),
  });
  const notSent = () =>
    quiet
      .output()
      .split('\n')
      .filter((line) => line.includes(quietEmail) && line.includes('email not sent'));
  await waitFor(async () => notSent().length >= 2, 15_000, 'two "email not sent" log lines').catch(
    () => undefined,
  );
  const codes = await storedCodes(env.DATABASE_URL, quietEmail);
  check(
    'MAIL_TRANSPORT=log: the log names the unsent sign-up and reset emails by kind',
    quietSignup.status === 201 &&
      quietReset.ok &&
      /"kind":"verification code"/.test(notSent()[0] ?? '') &&
      /"kind":"password reset code"/.test(notSent()[1] ?? ''),
    `HTTP ${quietSignup.status}/${quietReset.status}, ${notSent().length} lines`,
  );
  check(
    'MAIL_TRANSPORT=log: neither code nor a subject is in the server log',
    codes.length === 2 &&
      codes.every((c) => !quiet.output().includes(c)) &&
      !/Your Pursuit/.test(quiet.output()),
    `${codes.length} codes recovered`,
  );
  quiet.child.kill('SIGTERM');
  await quiet.exited;

  // The same start without JWT_SECRET must stop at once, naming it.
  const broken = startServer(workdir, { ...env, JWT_SECRET: '' });
  const timer = setTimeout(() => broken.child.kill('SIGKILL'), 60_000);
  const exitCode = await broken.exited;
  clearTimeout(timer);
  check(
    'without JWT_SECRET the server stops at start with one line naming it',
    exitCode === 1 && /^Pursuit cannot start: JWT_SECRET: /m.test(broken.output()),
    `exit ${exitCode}`,
  );
  catcher.close();
}

/** The six-digit codes whose hashes are stored for an email's account (codes are never stored in clear). */
async function storedCodes(databaseUrl, email) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query(
    'SELECT c.user_id, c.code_hash FROM one_time_codes c JOIN users u ON u.id = c.user_id WHERE u.email = $1',
    [email],
  );
  await db.end();
  const codes = [];
  for (const row of rows) {
    for (let n = 0; n < 1_000_000; n++) {
      const code = String(n).padStart(6, '0');
      if (createHash('sha256').update(`${row.user_id}:${code}`).digest('hex') === row.code_hash) {
        codes.push(code);
        break;
      }
    }
  }
  return codes;
}

main().then(
  () => finish(),
  (error) => {
    check('compose boot check', false, error instanceof Error ? error.message : String(error));
    finish(1);
  },
);
