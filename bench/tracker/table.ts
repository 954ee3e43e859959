// The Applications table with 5,000 applications (DESIGN.md targets): time from the
// list answer's arrival to the first rows on screen, sort time per column, most rows in the DOM
// while scrolling top to bottom, and GET /api/applications/my-applications p50 for those 5,000.
// Prints figures; never fails on a target.
//
//   npm run build && npx tsx bench/tracker/table.ts
//
// Runs the production build (`node scripts/start.mjs`, as e2e does) on a fresh embedded
// database; the 5,000 applications go in through the CSV import (the real service).
// Env: BENCH_TABLE_PORT (default 3706; the SMTP catcher uses +1), NEXT_DIST_DIR (default .next),
// CHROME_PATH (default /usr/bin/chromium), BENCH_API_RUNS (list calls timed, default 30).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { messagesFor, startSmtpPeer, subjectOf } from '../../e2e/peers/smtp';

const port = Number(process.env.BENCH_TABLE_PORT ?? 3706);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const apiRuns = Number(process.env.BENCH_API_RUNS ?? 30);
const COUNT = 5000;
const origin = `http://127.0.0.1:${port}`;
const runDir = mkdtempSync(join(tmpdir(), 'pursuit-bench-table-'));
process.env.E2E_RUN_DIR = runDir;
process.env.E2E_SMTP_PORT = String(port + 1);

async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
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
  throw new Error(`the server did not answer on ${origin}/api/health within 120 s`);
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

async function signUp(): Promise<{ access_token: string; refresh_token: string }> {
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
  return login;
}

const WORDS = ['Senior', 'Staff', 'Frontend', 'Backend', 'Data', 'Platform', 'Product', 'Mobile'];
const ROLES = ['Engineer', 'Designer', 'Analyst', 'Manager', 'Scientist', 'Developer'];
const STATUSES = ['Applied', 'Interview', 'Offer', 'Rejected', 'Not Applied'];

/** 5,000 distinct applications through the CSV import (one request, the service's own limit). */
async function seed(token: string) {
  const lines = ['Job Title,Company,Status,Date Applied,Location'];
  for (let i = 0; i < COUNT; i += 1) {
    const title = `${WORDS[i % WORDS.length]} ${ROLES[(i >> 3) % ROLES.length]} ${i}`;
    const day = String(1 + (i % 28)).padStart(2, '0');
    const month = String(1 + (i % 11)).padStart(2, '0');
    lines.push(
      `${title},Company ${(i * 7919) % 1000},${STATUSES[i % 5]},2026-${month}-${day},City ${i % 50}`,
    );
  }
  const form = new FormData();
  form.set('file', new Blob([lines.join('\n')], { type: 'text/csv' }), 'bench.csv');
  const started = performance.now();
  const res = await fetch(`${origin}/api/applications/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`import → ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { imported?: number; created?: number };
  console.log(
    `seeded ${body.imported ?? body.created ?? '?'} applications in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

type ApiTimes = { p50: number; p95: number; kb: number };

/**
 * GET my-applications for all 5,000 rows, and as the same run's baseline the same call for one
 * row (`?limit=1`: the HTTP, auth and route cost every call pays), alternated so load drifts hit
 * both alike.
 */
async function listApiTimes(token: string): Promise<{ all: ApiTimes; one: ApiTimes }> {
  const times = { all: [] as number[], one: [] as number[] };
  const kb = { all: 0, one: 0 };
  const paths = { all: '', one: '?limit=1' };
  for (let i = 0; i < apiRuns + 3; i += 1) {
    for (const which of ['all', 'one'] as const) {
      const t0 = performance.now();
      const res = await fetch(`${origin}/api/applications/my-applications${paths[which]}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = await res.arrayBuffer();
      const ms = performance.now() - t0;
      kb[which] = body.byteLength / 1024;
      if (i >= 3) times[which].push(ms); // the first calls warm the statement and the JIT
    }
  }
  const figures = (which: 'all' | 'one'): ApiTimes => {
    const sorted = times[which].sort((a, b) => a - b);
    return { p50: pct(sorted, 50), p95: pct(sorted, 95), kb: kb[which] };
  };
  return { all: figures('all'), one: figures('one') };
}

/** Arrival of the list answer → first table row on screen (next frame), in the page's clock. */
async function firstRender(page: Page): Promise<{ ms: number; rows: number }> {
  await page.goto(`${origin}/applications`);
  await page.waitForSelector('[data-testid="applications-table-row"]', { timeout: 60_000 });
  await page.waitForFunction(() => (window as unknown as { __painted?: number }).__painted);
  return page.evaluate(() => {
    const w = window as unknown as { __painted: number };
    const answer = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/api/applications/my-applications'))
      .at(-1) as PerformanceResourceTiming;
    return {
      ms: w.__painted - answer.responseEnd,
      rows: document.querySelectorAll('[data-testid="applications-table-row"]').length,
    };
  });
}

/** One click on each column's header (ascending), timed to the next frame after the click. */
async function sortTimes(page: Page): Promise<{ column: string; ms: number }[]> {
  return page.evaluate(async () => {
    const frame = () =>
      new Promise<void>((r) => requestAnimationFrame(() => setTimeout(() => r(), 0)));
    const out: { column: string; ms: number }[] = [];
    const heads = Array.from(
      document.querySelectorAll<HTMLButtonElement>('[role="columnheader"] button'),
    );
    for (const button of heads) {
      await frame();
      const t0 = performance.now();
      button.click();
      await frame();
      out.push({ column: button.textContent?.trim() ?? '?', ms: performance.now() - t0 });
    }
    return out;
  });
}

/** The most rows in the DOM at any of 20 scroll positions from top to bottom. */
async function maxRowsInDom(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const scroller = document.querySelector<HTMLElement>(
      '[data-testid="applications-table-scroller"]',
    )!;
    let most = 0;
    for (let i = 0; i <= 20; i += 1) {
      scroller.scrollTop = (scroller.scrollHeight * i) / 20;
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 30)));
      most = Math.max(
        most,
        document.querySelectorAll('[data-testid="applications-table-row"]').length,
      );
    }
    return most;
  });
}

async function main() {
  console.log(
    `machine: ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const stopSmtp = await startSmtpPeer();
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const tokens = await signUp();
    await seed(tokens.access_token);
    const api = await listApiTimes(tokens.access_token);

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    // tsx keeps function names with a __name helper that the page does not have.
    await context.addInitScript({ content: 'window.__name = (f) => f;' });
    await context.addInitScript((t) => {
      localStorage.setItem('access_token', t.access_token);
      localStorage.setItem('refresh_token', t.refresh_token);
      localStorage.setItem('pursuit.applications.view', 'table');
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-testid="applications-table-row"]')) return;
        observer.disconnect();
        requestAnimationFrame(() =>
          setTimeout(() => {
            (window as unknown as { __painted: number }).__painted = performance.now();
          }, 0),
        );
      }).observe(document, { subtree: true, childList: true });
    }, tokens);
    const page = await context.newPage();
    const renders: number[] = [];
    let rowsAtFirst = 0;
    for (let i = 0; i < 5; i += 1) {
      const r = await firstRender(page);
      renders.push(r.ms);
      rowsAtFirst = r.rows;
    }
    const sorts = await sortTimes(page);
    const most = await maxRowsInDom(page);
    renders.sort((a, b) => a - b);

    console.log('\n| what | figure | target |');
    console.log('| --- | --- | --- |');
    console.log(
      `| first table render after the list answer arrives (5 loads) | median ${pct(renders, 50).toFixed(0)} ms (${renders.map((r) => r.toFixed(0)).join(', ')}); ${rowsAtFirst} rows rendered | < 1 s |`,
    );
    const sortMs = sorts.map((s) => s.ms).sort((a, b) => a - b);
    console.log(
      `| sort by a column (first click, each of ${sorts.length} columns) | median ${pct(sortMs, 50).toFixed(0)} ms, max ${sortMs.at(-1)!.toFixed(0)} ms: ${sorts.map((s) => `${s.column} ${s.ms.toFixed(0)}`).join(', ')} | < 200 ms |`,
    );
    console.log(`| most rows in the DOM, scrolling top to bottom | ${most} of ${COUNT} | ≤ ~200 |`);
    console.log(
      `| GET my-applications, ${COUNT} rows (${api.all.kb.toFixed(0)} KB), ${apiRuns} sequential calls | p50 ${api.all.p50.toFixed(0)} ms, p95 ${api.all.p95.toFixed(0)} ms | p50 < 150 ms |`,
    );
    console.log(
      `| baseline, same run: GET my-applications?limit=1 | p50 ${api.one.p50.toFixed(0)} ms, p95 ${api.one.p95.toFixed(0)} ms; 5,000 rows cost ${(api.all.p50 / api.one.p50).toFixed(1)}× one row | — |`,
    );
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await stopSmtp();
    rmSync(runDir, { recursive: true, force: true });
  }
}

void main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
