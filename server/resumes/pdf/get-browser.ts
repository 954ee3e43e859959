import 'server-only';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import puppeteer, { type Browser } from 'puppeteer-core';
import { AppError } from '@/server/http/app-error';
import { env } from '@/server/env';
import { log } from '@/server/log';

// One Chromium per server process, launched on first use and relaunched if it dies.
let launching: Promise<Browser> | null = null;
let active: Browser | null = null;
const closing = new WeakSet<Browser>();

const args = [
  // Nothing the page asks for may reach the network, not even prefetch/preconnect hints
  // that request interception never sees: every host name resolves to nothing.
  '--host-resolver-rules=MAP * ~NOTFOUND',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-extensions',
  '--disable-sync',
  '--no-first-run',
  '--no-default-browser-check',
  '--mute-audio',
  '--font-render-hinting=none',
];

async function launch(): Promise<Browser> {
  const executablePath = env().CHROME_PATH;
  try {
    await access(executablePath, constants.X_OK);
  } catch {
    throw new AppError(
      'UNAVAILABLE',
      `PDF export is unavailable: no Chromium executable at ${executablePath}. Install Chromium (e.g. apt-get install chromium) or set CHROME_PATH to its path.`,
      { headers: { 'retry-after': '60' } },
    );
  }
  const started = Date.now();
  // The Chromium sandbox cannot start as root (containers); pages run with JS off and no network.
  const noSandbox = process.getuid?.() === 0 ? ['--no-sandbox'] : [];
  let browser: Browser;
  try {
    browser = await puppeteer.launch({
      executablePath,
      headless: true,
      args: [...args, ...noSandbox],
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
  } catch (error) {
    log.error({ err: error, executablePath }, 'pdf browser failed to start');
    throw new AppError(
      'UNAVAILABLE',
      `PDF export is unavailable: Chromium at ${executablePath} failed to start. Check the installation or CHROME_PATH.`,
      {
        headers: { 'retry-after': '30' },
      },
    );
  }
  browser.once('disconnected', () => {
    if (closing.has(browser)) return;
    log.warn('pdf browser disconnected; the next export relaunches it');
    if (active === browser) {
      active = null;
      launching = null;
    }
  });
  active = browser;
  log.info({ ms: Date.now() - started }, 'pdf browser launched');
  return browser;
}

/** The shared Chromium, launched if needed (throws 503 when Chromium is not installed). */
export async function getBrowser(): Promise<Browser> {
  const current = launching;
  if (current) {
    const browser = await current.catch(() => null);
    if (browser?.connected) return browser;
    // Someone else already replaced the dead browser: use theirs.
    if (launching !== current) return getBrowser();
    launching = null;
    if (browser) void browser.close().catch(() => {});
  }
  const attempt = launch();
  launching = attempt;
  attempt.catch(() => {
    if (launching === attempt) launching = null;
  });
  return attempt;
}

/** Closes the shared Chromium (tests, benchmarks and shutdown). */
export async function closeBrowser(): Promise<void> {
  const current = launching;
  launching = null;
  active = null;
  const browser = await current?.catch(() => null);
  if (!browser) return;
  closing.add(browser);
  await browser.close().catch(() => {});
}
