// One reading of a PDF with pdf.js for everything the document worker answers: the plain text
// (pdf-plain-text.mjs, as pdf-parse writes it) and, when asked, the layout items
// (read-pdf-layout.mjs), from the same parsed document and the same text items. It used to be
// two parses by two copies of pdf.js (pdf-parse's and pdfjs-dist), ~40 % of the worker's CPU
// spent twice (ADR 220). Plain ESM, loaded by extract-worker.mjs.

import { pagePlainText, joinPageTexts } from './pdf-plain-text.mjs';
import { loadPdfjs, MAX_ITEMS, openPdf, pageLayout } from './read-pdf-layout.mjs';

/** Characters of right-to-left scripts: pdf.js reorders those, so normalizing after it is not the same. */
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;

/**
 * Opens the PDF (errors are pdf.js's: PasswordException, InvalidPDFException, …). Returns its page
 * count and `readText(first)`, which reads the first pages' plain text and keeps their text items
 * for `readLayout()`; `close()` frees the document.
 */
export async function openPdfReading(bytes) {
  const pdfjs = await loadPdfjs();
  const doc = await openPdf(bytes);
  const read = [];
  return {
    pages: doc.numPages,
    async readText(first) {
      for (let n = 1; n <= first; n++) {
        const page = await doc.getPage(n);
        // The layout reads the text as drawn; the plain text as pdf-parse did, normalized
        // (ligatures, compatibility forms), which is pdf.js's normalizeUnicode of each item's
        // text unless bidi reordered it (then pdf.js is asked for the normalized items).
        const content = await page.getTextContent({ disableNormalization: true });
        const viewport = page.getViewport({ scale: 1 });
        const items = content.items.some((it) => typeof it.str === 'string' && RTL.test(it.str))
          ? (await page.getTextContent()).items
          : content.items.map((it) =>
              typeof it.str === 'string' ? { ...it, str: pdfjs.normalizeUnicode(it.str) } : it,
            );
        read.push({ page, content, num: n, text: pagePlainText(items, viewport) });
      }
      return joinPageTexts(read, doc.numPages);
    },
    /** Pages (size) and layout items of the pages readText read, at most MAX_ITEMS items. */
    async readLayout() {
      const pages = [];
      const items = [];
      for (const { page, content, num } of read) {
        if (items.length >= MAX_ITEMS) break;
        const layout = await pageLayout(page, content, num - 1, MAX_ITEMS - items.length);
        pages.push(layout.size);
        items.push(...layout.items);
      }
      return { pages, items };
    },
    async close() {
      for (const { page } of read) page.cleanup();
      await doc.destroy().catch(() => {});
    },
  };
}
