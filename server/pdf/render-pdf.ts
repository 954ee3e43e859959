import 'server-only';
import type { Browser } from 'puppeteer-core';
import { getBrowser } from './get-browser';
import { runInPdfSlot } from './run-in-pdf-slot';

async function print(browser: Browser, html: string, ms: number, signal: AbortSignal): Promise<Uint8Array> {
  // A fresh context per export: nothing (cache, storage) carries over between users.
  const context = await browser.createBrowserContext();
  const closeOnAbort = () => void context.close().catch(() => {});
  signal.addEventListener('abort', closeOnAbort, { once: true });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(ms);
    await page.setJavaScriptEnabled(false);
    await page.setRequestInterception(true);
    page.on('request', (req) => {
      if (req.isInterceptResolutionHandled()) return;
      // data: URLs (our embedded font) are the only thing a page may load.
      if (req.url().startsWith('data:')) void req.continue();
      else void req.abort('aborted');
    });
    await page.setContent(html, { waitUntil: 'load', timeout: ms });
    return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true, timeout: ms });
  } finally {
    signal.removeEventListener('abort', closeOnAbort);
    await context.close().catch(() => {});
  }
}

/** Prints a complete HTML document to an A4 PDF in the shared Chromium, within the PDF limits. */
export async function renderPdf(html: string): Promise<Uint8Array> {
  return runInPdfSlot(async ({ ms, signal }) => {
    const browser = await getBrowser();
    try {
      return await print(browser, html, ms, signal);
    } catch (error) {
      // The browser died under us (crash, OOM kill): relaunch once and retry.
      if (browser.connected || signal.aborted) throw error;
      return print(await getBrowser(), html, ms, signal);
    }
  });
}
