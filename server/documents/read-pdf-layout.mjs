// The text items of a PDF with where and how they are drawn (position, size, font, invisible or
// not), for the layout-aware resume reader (server/ai/resume-reading/read-pdf-lines.ts). Runs in
// the document worker only: pdf.js parses the untrusted file here, the geometry is done in the
// server on these plain items. Plain ESM, loaded by extract-worker.mjs.

/** Items kept at most (a resume has a few thousand); the rest of a huge document is ignored. */
export const MAX_ITEMS = 40_000;

let pdfjsModule;
/**
 * pdf.js in Node runs its "worker" in this process, found through globalThis.pdfjsWorker; pdf-parse
 * (the plain-text reader) sets that to its own, older pdf.js. This copy binds to its own worker
 * code once, then puts the global back as it was.
 */
export async function loadPdfjs() {
  if (pdfjsModule) return pdfjsModule;
  const saved = globalThis.pdfjsWorker;
  // Both modules polyfill Response.prototype.bytes when they load. Touching Node's Response loads
  // undici, which instantiates a WebAssembly parser: under this process's address-space limit that
  // fails and its rejected promise ends the process. Reading a PDF's text never needs Response.
  const response = Object.getOwnPropertyDescriptor(globalThis, 'Response');
  Object.defineProperty(globalThis, 'Response', {
    value: class {
      bytes() {}
    },
    configurable: true,
    writable: true,
  });
  let worker;
  let pdfjs;
  try {
    worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  } finally {
    if (response) Object.defineProperty(globalThis, 'Response', response);
  }
  globalThis.pdfjsWorker = { WorkerMessageHandler: worker.WorkerMessageHandler };
  try {
    await pdfjs.PDFWorker._setupFakeWorkerGlobal;
  } finally {
    if (saved) globalThis.pdfjsWorker = saved;
    else delete globalThis.pdfjsWorker;
  }
  pdfjsModule = pdfjs;
  return pdfjs;
}

/** "#rrggbb" → relative luminance-ish brightness 0..1. */
function brightness(hex) {
  if (typeof hex !== 'string' || !/^#[0-9a-f]{6}$/i.test(hex)) return 0;
  const n = parseInt(hex.slice(1), 16);
  return (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
}

const multiply = (m, n) => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

/**
 * Walks a page's drawing operations for what the text layer does not say: which characters are
 * drawn in white (or near white) or in an invisible rendering mode, and the filled shapes that are
 * not white (a coloured banner makes white text visible). Returns one flag list per drawn,
 * non-space character, in drawing order, and the dark boxes in page space.
 */
function paintedText(ops, OPS) {
  const chars = [];
  const darkBoxes = [];
  let state = { ctm: [1, 0, 0, 1, 0, 0], fill: 0, mode: 0 };
  const stack = [];
  for (let i = 0; i < ops.fnArray.length; i++) {
    const fn = ops.fnArray[i];
    const args = ops.argsArray[i];
    switch (fn) {
      case OPS.save:
        stack.push({ ...state });
        break;
      case OPS.restore:
        state = stack.pop() ?? state;
        break;
      case OPS.transform:
        state.ctm = multiply(state.ctm, args);
        break;
      case OPS.setFillRGBColor:
        state.fill = brightness(args?.[0]);
        break;
      case OPS.setFillGray:
        state.fill = typeof args?.[0] === 'number' ? args[0] : brightness(args?.[0]);
        break;
      case OPS.setFillCMYKColor:
        state.fill = typeof args?.[0] === 'string' ? brightness(args[0]) : 0;
        break;
      case OPS.setTextRenderingMode:
        state.mode = args?.[0] ?? 0;
        break;
      case OPS.constructPath: {
        const paintOp = args?.[0];
        const box = args?.[2];
        const fills = [
          OPS.fill,
          OPS.eoFill,
          OPS.fillStroke,
          OPS.eoFillStroke,
          OPS.closeFillStroke,
          OPS.closeEOFillStroke,
        ].includes(paintOp);
        if (fills && box && state.fill < 0.85) {
          const [a, b, c, d, e, f] = state.ctm;
          const xs = [box[0] * a + box[1] * c + e, box[2] * a + box[3] * c + e];
          const ys = [box[0] * b + box[1] * d + f, box[2] * b + box[3] * d + f];
          darkBoxes.push([Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)]);
        }
        break;
      }
      case OPS.showText:
      case OPS.showSpacedText:
      case OPS.nextLineShowText:
      case OPS.nextLineSetSpacingShowText: {
        const glyphs = args?.[fn === OPS.nextLineSetSpacingShowText ? 2 : 0];
        if (!Array.isArray(glyphs)) break;
        const hidden = state.mode === 3 || state.mode === 7;
        const white = state.fill >= 0.92;
        for (const g of glyphs) {
          const u = g && typeof g === 'object' ? g.unicode : null;
          if (typeof u !== 'string') continue;
          for (const ch of u) if (!/\s/.test(ch)) chars.push({ ch, hidden, white });
        }
        break;
      }
      default:
    }
  }
  return { chars, darkBoxes };
}

/**
 * Flags each text item drawn invisibly: in an invisible rendering mode, or white with no dark
 * shape under it. Items are matched to drawn characters in order, skipping what does not match.
 */
function invisibleFlags(items, painted) {
  const flags = [];
  let k = 0;
  for (const item of items) {
    let hidden = 0;
    let white = 0;
    let seen = 0;
    for (const ch of item.str) {
      if (/\s/.test(ch)) continue;
      let j = k;
      while (j < painted.chars.length && j < k + 40 && painted.chars[j].ch !== ch) j++;
      if (j < painted.chars.length && painted.chars[j].ch === ch) {
        seen++;
        if (painted.chars[j].hidden) hidden++;
        if (painted.chars[j].white) white++;
        k = j + 1;
      }
    }
    const [x, y] = [item.transform[4], item.transform[5]];
    const onDark = painted.darkBoxes.some(
      ([x0, y0, x1, y1]) => x >= x0 - 1 && x <= x1 + 1 && y >= y0 - 1 && y <= y1 + 1,
    );
    flags.push(seen > 0 && (hidden > seen / 2 || (white > seen / 2 && !onDark)));
  }
  return flags;
}

/** Opens a PDF with the worker's pdf.js and the options both readings use (no fonts, images, eval). */
export async function openPdf(bytes) {
  const pdfjs = await loadPdfjs();
  return pdfjs.getDocument({
    data: bytes,
    verbosity: 0,
    isEvalSupported: false,
    disableFontFace: true,
    useWasm: false,
    maxImageSize: 1,
    useSystemFonts: false,
    stopAtErrors: false,
  }).promise;
}

/**
 * One page's size and layout items ({s, x, y, w, size, font, page, hidden}, y measured from the
 * top of the page, at most `room`) from its text content (read with disableNormalization) and its
 * drawing operations. Items of a page whose text is mostly invisible are an OCR layer over a scan,
 * not hidden text: they are kept visible.
 */
export async function pageLayout(page, content, pageIndex, room) {
  const pdfjs = await loadPdfjs();
  const [x0, y0, x1, y1] = page.view;
  const ops = await page.getOperatorList();
  const textItems = content.items.filter((it) => typeof it.str === 'string' && it.str.trim());
  const flags = invisibleFlags(textItems, paintedText(ops, pdfjs.OPS));
  const hiddenShare = flags.filter(Boolean).length / Math.max(1, flags.length);
  const items = [];
  for (const [i, it] of textItems.entries()) {
    if (items.length >= room) break;
    const [a, b, c, d, e, f] = it.transform;
    const size = Math.hypot(c, d) || Math.hypot(a, b);
    let font = it.fontName;
    try {
      if (page.commonObjs.has(it.fontName)) font = page.commonObjs.get(it.fontName)?.name || font;
    } catch {
      // The font object was not loaded: keep pdf.js's id.
    }
    const x = e - x0;
    const y = y1 - f;
    const outside = x > x1 - x0 || x + it.width < 0 || y < 0 || y > y1 - y0 + size;
    const hidden = (hiddenShare < 0.5 && flags[i]) || size < 1 || outside;
    items.push({ s: it.str, x, y, w: it.width, size, font, page: pageIndex, hidden });
  }
  return { size: { width: x1 - x0, height: y1 - y0 }, items };
}

/** Pages (size) and text items of the first `maxPages` pages (pageLayout), at most MAX_ITEMS items. */
export async function readPdfLayout(bytes, maxPages) {
  const doc = await openPdf(bytes);
  try {
    const pages = [];
    const items = [];
    for (let n = 1; n <= Math.min(doc.numPages, maxPages) && items.length < MAX_ITEMS; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent({ disableNormalization: true });
      const read = await pageLayout(page, content, n - 1, MAX_ITEMS - items.length);
      pages.push(read.size);
      items.push(...read.items);
      page.cleanup();
    }
    return { pages, items };
  } finally {
    await doc.destroy().catch(() => {});
  }
}
