// Lighthouse (mobile profile, system Chromium) on /, /login and a signed-in /dashboard of a
// production build, plus the first-load JavaScript of / in KB gzip. Prints a table.
//
//   npx tsx bench/web/lighthouse.ts            # builds into .next-bench-web, then measures
//   BENCH_SKIP_BUILD=1 npx tsx bench/web/lighthouse.ts   # reuse the existing build
//
// Env: BENCH_WEB_PORT (default 3720; the SMTP catcher uses +1), NEXT_DIST_DIR (default
// .next-bench-web), CHROME_PATH (default /usr/bin/chromium), BENCH_RUNS (Lighthouse runs per page,
// median reported; default 1), BENCH_SAVE_DIR (write each Lighthouse report there as JSON).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { messagesFor, startSmtpPeer, subjectOf } from '../../e2e/peers/smtp';

const port = Number(process.env.BENCH_WEB_PORT ?? 3720);
const distDir = process.env.NEXT_DIST_DIR ?? '.next-bench-web';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.BENCH_RUNS ?? 1);
const origin = `http://127.0.0.1:${port}`;
const runDir = mkdtempSync(join(tmpdir(), 'pursuit-bench-web-'));
process.env.E2E_RUN_DIR = runDir;
process.env.E2E_SMTP_PORT = String(port + 1);

function build() {
  console.log(`building into ${distDir} ...`);
  const result = spawnSync('npx', ['next', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NEXT_DIST_DIR: distDir,
      SKIP_BUILD_TYPECHECK: '1',
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
  if (result.status !== 0) throw new Error(`next build failed with status ${result.status}`);
}

async function startServer(): Promise<ChildProcess> {
  const server = spawn('npx', ['next', 'start', '-p', String(port), '-H', '127.0.0.1'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: distDir,
      PGLITE_DIR: join(runDir, 'pglite'),
      APP_URL: origin,
      JWT_SECRET: `bench-${randomUUID()}-${randomUUID()}`,
      AUTH_SECRET: `bench-${randomUUID()}-${randomUUID()}`,
      SMTP_URL: `smtp://127.0.0.1:${port + 1}`,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MULTIPLIER: '1000',
    },
    detached: true,
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`next start did not answer on ${origin}/api/health within 120 s`);
}

async function post(path: string, body: unknown, token?: string) {
  const res = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path} → ${res.status}: ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

/** A verified user with a time zone and a few applications, through the real API. */
async function signedInTokens(): Promise<{ access_token: string; refresh_token: string }> {
  const email = `bench-${randomUUID().slice(0, 8)}@pursuit.test`;
  const password = `pw-${randomUUID()}`;
  await post('/api/auth/create-account', { username: 'Bench User', email, password });
  let code = '';
  for (let i = 0; i < 60 && !code; i += 1) {
    code = /(\d{6})\s*$/.exec(messagesFor(email).map(subjectOf).at(-1) ?? '')?.[1] ?? '';
    if (!code) await new Promise((r) => setTimeout(r, 250));
  }
  if (!code) throw new Error('no verification code arrived');
  await post(`/api/auth/verify-email?email=${encodeURIComponent(email)}&code=${code}`, undefined);
  const login = (await post('/api/auth/login', { email, password })) as {
    access_token: string;
    refresh_token: string;
  };
  await post('/api/auth/add-timezone', { timezone: 'Europe/London' }, login.access_token);
  for (const [job_title, company, status] of [
    ['Frontend Engineer', 'Northwind', 'Applied'],
    ['Data Analyst', 'Harbor & Co', 'Interview'],
    ['Product Designer', 'Lumen Labs', 'Offer'],
  ]) {
    await post(
      '/api/applications/add-new-application',
      { job_title, company, status, applied_date: '2026-11-02' },
      login.access_token,
    ).catch((e: Error) => console.warn(`(could not seed an application: ${e.message})`));
  }
  return login;
}

/**
 * JS files a modern browser downloads for the HTML of `path` (nomodule polyfills are skipped: module
 * browsers never fetch them), with raw and gzip sizes. Inline RSC payload scripts are HTML, not counted.
 */
async function firstLoadJs(
  path: string,
): Promise<{ files: number; rawKB: number; gzipKB: number }> {
  const html = await (await fetch(`${origin}${path}`)).text();
  const tags = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)].filter(
    (m) => !/\snomodule/i.test(m[0]),
  );
  const srcs = [...new Set(tags.map((m) => m[1]!))];
  let raw = 0;
  let gz = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    raw += body.length;
    gz += gzipSync(body, { level: 6 }).length;
  }
  return { files: srcs.length, rawKB: raw / 1024, gzipKB: gz / 1024 };
}

type Scores = {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
};

async function audit(
  browser: Browser,
  path: string,
  tokens?: { access_token: string; refresh_token: string },
): Promise<Scores> {
  const all: Scores[] = [];
  for (let i = 0; i < runs; i += 1) {
    const page = await browser.newPage();
    if (tokens) {
      await page.goto(`${origin}/login`);
      await page.evaluate((t) => {
        localStorage.setItem('access_token', t.access_token);
        localStorage.setItem('refresh_token', t.refresh_token);
      }, tokens);
    }
    const result = await lighthouse(
      `${origin}${path}`,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        disableStorageReset: Boolean(tokens),
      },
      undefined,
      page,
    );
    await page.close();
    if (!result) throw new Error(`lighthouse returned nothing for ${path}`);
    if (process.env.BENCH_SAVE_DIR) {
      mkdirSync(process.env.BENCH_SAVE_DIR, { recursive: true });
      writeFileSync(
        join(process.env.BENCH_SAVE_DIR, `${path.replace(/\W+/g, '_') || 'root'}-${i + 1}.json`),
        JSON.stringify(result.lhr),
      );
    }
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    if (i === 0) {
      const failing = Object.values(categories)
        .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => audits[r.id]!))
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
        .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      if (failing.length)
        console.log(`  ${path}: audits below 0.9: ${[...new Set(failing)].join(', ')}`);
    }
    all.push({
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    });
  }
  const median = (k: keyof Scores) =>
    all.map((s) => s[k]).sort((a, b) => a - b)[Math.floor(all.length / 2)]!;
  return {
    performance: median('performance'),
    accessibility: median('accessibility'),
    'best-practices': median('best-practices'),
    seo: median('seo'),
    lcp: median('lcp'),
    tbt: median('tbt'),
    cls: median('cls'),
  };
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) build();
  const stopSmtp = await startSmtpPeer();
  const server = await startServer();
  let browser: Browser | undefined;
  try {
    const tokens = await signedInTokens();
    browser = await puppeteer.launch({
      executablePath: chromePath,
      headless: true,
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
    });
    const rows: (Scores & { page: string })[] = [];
    for (const [label, path, t] of [
      ['/', '/', undefined],
      ['/login', '/login', undefined],
      ['/dashboard (signed in)', '/dashboard', tokens],
    ] as const) {
      rows.push({ page: label, ...(await audit(browser, path, t)) });
    }
    const js = await firstLoadJs('/');
    console.log(
      `\nLighthouse ${runs > 1 ? `median of ${runs} runs, ` : ''}mobile profile (simulated throttling), ${origin}`,
    );
    console.log(
      `host load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' / ')} on ${cpus().length} cores (TBT and performance suffer on a busy machine)`,
    );
    console.log(
      '| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const r of rows) {
      console.log(
        `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} |`,
      );
    }
    console.log(
      `\nFirst-load JS of /: ${js.gzipKB.toFixed(1)} KB gzip (${js.rawKB.toFixed(1)} KB raw, ${js.files} script files)`,
    );
  } finally {
    await browser?.close();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await stopSmtp();
    rmSync(runDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
