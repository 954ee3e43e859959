import 'server-only';
import type { Browser, Page } from 'puppeteer-core';
import { env } from '@/server/env';
import { getBrowser } from './get-browser';
import { pdfShellDocument } from './pdf-shell-document';
import { runInPdfSlot } from './run-in-pdf-slot';

// Warm pages, one per PDF slot, each already holding the shell document (fonts + stylesheet):
// an export only swaps the body and prints, instead of opening a page and parsing ~600 KB of
// embedded fonts every time. Pages belong to the browser that made them.
const idle = new WeakMap<Browser, Page[]>();

async function openPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await page.setJavaScriptEnabled(false);
  await page.setRequestInterception(true);
  page.on('request', (req) => {
    if (req.isInterceptResolutionHandled()) return;
    // data: URLs (our embedded fonts, inline images) are the only thing a page may load.
    if (req.url().startsWith('data:')) void req.continue();
    else void req.abort('aborted');
  });
  await page.setContent(await pdfShellDocument(), { waitUntil: 'load' });
  // Decode every face once, so later exports never wait for fonts.
  await page.evaluate(async () => {
    await Promise.all(
      ['400 12px "Resume Sans"', '700 12px "Resume Sans"', 'italic 400 12px "Resume Sans"'].map(
        (f) => document.fonts.load(f),
      ),
    );
  });
  return page;
}

/** Waits (polling from here: page scripts, event handlers included, are off) until every image settled. */
async function imagesSettled(page: Page, deadline: number): Promise<void> {
  while (!(await page.evaluate(() => Array.from(document.images).every((img) => img.complete)))) {
    if (Date.now() > deadline) throw new Error('images did not settle before the PDF deadline');
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function print(page: Page, bodyHtml: string, ms: number): Promise<Uint8Array> {
  const deadline = Date.now() + ms;
  page.setDefaultTimeout(ms);
  // This runs through DevTools; page scripts stay off, and innerHTML never executes <script>.
  await page.evaluate((html) => {
    document.body.innerHTML = `<div class="resume-doc">${html}</div>`;
  }, bodyHtml);
  await imagesSettled(page, deadline);
  const pdf = await page.pdf({
    format: 'A4',
    printBackground: true,
    preferCSSPageSize: true,
    timeout: Math.max(1, deadline - Date.now()),
  });
  await page.evaluate(() => {
    document.body.innerHTML = '';
  });
  return pdf;
}

async function printOnce(
  browser: Browser,
  bodyHtml: string,
  ms: number,
  signal: AbortSignal,
): Promise<Uint8Array> {
  const pool = idle.get(browser) ?? [];
  idle.set(browser, pool);
  const page = pool.pop() ?? (await openPage(browser));
  // A timed-out export's page is thrown away, never reused.
  const discard = () => void page.close().catch(() => {});
  signal.addEventListener('abort', discard, { once: true });
  try {
    const pdf = await print(page, bodyHtml, ms);
    if (signal.aborted || page.isClosed()) return pdf;
    if (pool.length < env().PDF_CONCURRENCY) pool.push(page);
    else discard();
    return pdf;
  } catch (error) {
    discard();
    throw error;
  } finally {
    signal.removeEventListener('abort', discard);
  }
}

/** Launches Chromium and readies a page if none is idle, so the next export skips the cold start. */
export async function warmPdfRenderer(): Promise<void> {
  const browser = await getBrowser();
  const pool = idle.get(browser) ?? [];
  idle.set(browser, pool);
  if (pool.length === 0) pool.push(await openPage(browser));
}

/** Prints resume markup (already sanitised or rendered by us) to an A4 PDF, within the PDF limits. */
export async function renderPdf(bodyHtml: string): Promise<Uint8Array> {
  return runInPdfSlot(async ({ ms, signal }) => {
    const browser = await getBrowser();
    try {
      return await printOnce(browser, bodyHtml, ms, signal);
    } catch (error) {
      // The browser died under us (crash, OOM kill): relaunch once and retry.
      if (browser.connected || signal.aborted) throw error;
      return printOnce(await getBrowser(), bodyHtml, ms, signal);
    }
  });
}
