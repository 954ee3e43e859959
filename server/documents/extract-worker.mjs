// Document parsing child process: turns PDF / DOCX / DOC bytes into raw text away from the
// server process, so a hostile file (decompression bomb, thousands of pages, a parser bug that
// spins or crashes) only costs this process, which the pool kills on timeout or lets die at its
// heap cap. (A worker thread is not enough: a V8 heap-limit abort in a worker takes the whole
// server down.) Plain ESM JavaScript on purpose: it is started by path, not bundled.

import { openPdfReading } from './read-pdf.mjs';

/** Pages read from a PDF at most; the rest of a very long document is ignored (and said so). */
const MAX_PDF_PAGES = 30;
/** Scanned PDFs: pages rendered for OCR at most. */
const MAX_OCR_PAGES = 3;
/** Below this many letters per page, a PDF is treated as image-only. */
const MIN_LETTERS_PER_PAGE = 25;

class DocumentError extends Error {
  constructor(reason, message) {
    super(message);
    this.reason = reason;
  }
}

let pdfModule;
async function loadPdf() {
  pdfModule ??= await import('pdf-parse');
  return pdfModule;
}

async function extractPdf(bytes, { layout: withLayout = false } = {}) {
  // pdf-parse (which renders scans) loads first: its pdf.js and pdfjs-dist each install canvas
  // globals (Path2D) when they load, and pdf-parse's rendering fails on pdfjs-dist's.
  await loadPdf();
  // pdf.js takes ownership of (and empties) the array it is given: pass a copy.
  let reading;
  try {
    reading = await openPdfReading(new Uint8Array(bytes));
  } catch (error) {
    throw pdfError(error);
  }
  const pages = reading.pages;
  let text;
  try {
    if (!pages) throw new DocumentError('empty', 'The PDF has no pages.');
    const first = Math.min(pages, MAX_PDF_PAGES);
    text = await reading.readText(first).catch((error) => {
      throw pdfError(error);
    });
    const letters = (text.match(/\p{L}/gu) ?? []).length;
    if (letters >= MIN_LETTERS_PER_PAGE * Math.min(first, MAX_OCR_PAGES)) {
      // The layout (positions, fonts) for the resume reader, from the same reading; the plain
      // text stays the fallback.
      const layout = withLayout ? await reading.readLayout().catch(() => null) : null;
      return { text, pages, pagesRead: first, images: [], layout };
    }
  } finally {
    await reading.close();
  }
  // No usable text layer: a scan. Render the first pages for OCR in the main process.
  const images = await screenshotPdf(bytes, Math.min(pages, MAX_OCR_PAGES));
  return { text, pages, pagesRead: Math.min(pages, MAX_OCR_PAGES), images };
}

/** PNGs of a scanned PDF's first pages (pdf-parse renders them, with its own copy of pdf.js). */
async function screenshotPdf(bytes, count) {
  const { PDFParse } = await loadPdf();
  const parser = new PDFParse({ data: new Uint8Array(bytes), verbosity: 0 });
  try {
    const shots = await parser.getScreenshot({
      first: count,
      desiredWidth: 1700,
      imageBuffer: true,
      imageDataUrl: false,
    });
    return shots.pages.map((p) => p.data);
  } finally {
    await parser.destroy().catch(() => {});
  }
}

function pdfError(error) {
  const name = error?.name ?? '';
  if (name === 'PasswordException') {
    return new DocumentError(
      'encrypted',
      'The PDF is password-protected. Remove the password and upload it again.',
    );
  }
  return new DocumentError('corrupt', 'The PDF could not be read; the file looks damaged.');
}

function htmlToText(html) {
  return html
    .replace(/<li[^>]*>/gi, '\n• ')
    .replace(/<\/(p|div|h[1-6]|li|tr|ul|ol|table)>/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/t[dh]>/gi, '\t')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#(\d+);/g, (_, n) => safeCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n) => safeCodePoint(parseInt(n, 16)))
    .replace(/&amp;/g, '&');
}

function safeCodePoint(n) {
  return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : ' ';
}

/** The charset a web page declares (BOM, then <meta>), defaulting to UTF-8. */
function htmlCharset(bytes) {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  const head = Buffer.from(bytes.subarray(0, 4096)).toString('latin1');
  const declared = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1];
  try {
    return declared ? new TextDecoder(declared).encoding : 'utf-8';
  } catch {
    return 'utf-8';
  }
}

// A web page saved as .doc (Word's "Web Page" format, or any HTML renamed): its text, without
// the head, styles, scripts and Word's conditional-comment XML. Source line breaks are not text.
async function extractHtml(bytes) {
  const html = new TextDecoder(htmlCharset(bytes)).decode(bytes);
  const body = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(head|style|script|xml|template|noscript)[\s>][\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/\s+/g, ' ');
  const text = htmlToText(body)
    .split('\n')
    .map((line) => line.trim())
    .join('\n');
  return { text, pages: null, pagesRead: null, images: [] };
}

/**
 * Tables read by row: a cell of one paragraph is a cell of its row ("Title | Company | 2020 – 2022"),
 * a cell of several paragraphs (a table used for layout: a sidebar beside the main text) is a block
 * of its own lines, read cell after cell.
 */
function tablesByRow(html) {
  return html.replace(/<td[^>]*>([\s\S]*?)<\/td>/gi, (_whole, inner) => {
    const blocks = (inner.match(/<(p|li|h[1-6])[\s>]/gi) ?? []).length;
    return blocks > 1 ? `\n${inner}\n` : `${inner.replace(/<\/?(p|h[1-6])[^>]*>/gi, ' ')} | `;
  });
}

/** A DOCX's headings (Word's Heading styles, as mammoth maps them): level and text. */
function docxHeadings(html) {
  return [...html.matchAll(/<h([1-6])[^>]*>([\s\S]*?)<\/h\1>/gi)]
    .map((m) => ({ level: Number(m[1]), text: htmlToText(m[2]).replace(/\s+/g, ' ').trim() }))
    .filter((h) => h.text)
    .slice(0, 200);
}

async function extractDocx(bytes) {
  const mammoth = (await import('mammoth')).default;
  try {
    // HTML rather than raw text keeps list items (bullets), headings and table rows apart.
    const result = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
    const text = htmlToText(tablesByRow(result.value))
      .split('\n')
      .map((line) => line.replace(/(?:\s*\|\s*)+$/, '').replace(/^\s*\|\s*/, ''))
      .join('\n');
    return { text, pages: null, pagesRead: null, images: [], headings: docxHeadings(result.value) };
  } catch {
    throw new DocumentError('corrupt', 'The DOCX file could not be read; it looks damaged.');
  }
}

async function extractDoc(bytes) {
  const WordExtractor = (await import('word-extractor')).default;
  try {
    const doc = await new WordExtractor().extract(Buffer.from(bytes));
    const parts = [
      doc.getHeaders({ includeFooters: false }),
      doc.getBody(),
      doc.getTextboxes?.({ includeHeadersAndFooters: false }) ?? '',
    ];
    return { text: parts.filter(Boolean).join('\n'), pages: null, pagesRead: null, images: [] };
  } catch {
    throw new DocumentError(
      'corrupt',
      'The DOC file is damaged: the tables Word uses to find its text are unreadable. Open it in Word and save it as DOCX or PDF.',
    );
  }
}

const extractors = { pdf: extractPdf, docx: extractDocx, doc: extractDoc, html: extractHtml };

process.on('message', async ({ id, kind, bytes, layout }) => {
  try {
    const extract = extractors[kind];
    if (!extract) throw new DocumentError('unsupported', `Unknown document kind ${kind}`);
    const out = await extract(new Uint8Array(bytes), { layout: layout === true });
    process.send({ id, ok: true, ...out });
  } catch (error) {
    const reason = error instanceof DocumentError ? error.reason : 'corrupt';
    const message =
      error instanceof DocumentError
        ? error.message
        : 'The file could not be read; it looks damaged.';
    process.send({ id, ok: false, reason, message });
  }
});
