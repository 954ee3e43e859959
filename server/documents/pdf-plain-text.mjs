// A PDF page's plain text from its pdf.js text items, the way pdf-parse's `getText` writes it
// (pdf-parse 2.4.5, PDFParse.getPageText with lineEnforce, the '\t' cell separator and its
// thresholds; pages joined with "-- n of total --"), so the document worker reads a PDF once with
// pdf.js for both the plain text and the layout (ADR 220). Plain ESM, loaded by read-pdf.mjs.

const LINE_THRESHOLD = 4.6;
const CELL_THRESHOLD = 7;
const CELL_SEPARATOR = '\t';

/**
 * The plain text of one page: `items` are pdf.js text items (normalized: getTextContent without
 * disableNormalization), `viewport` the page's viewport at scale 1.
 */
export function pagePlainText(items, viewport) {
  const strBuf = [];
  let lastX;
  let lastY;
  let lineHeight = 0;
  for (const item of items) {
    if (!('str' in item)) continue;
    let str = item.str;
    const [x, y] = viewport.convertToViewportPoint(item.transform[4], item.transform[5]);
    if (lastY !== undefined && Math.abs(lastY - y) > LINE_THRESHOLD) {
      const lastItem = strBuf.length ? strBuf[strBuf.length - 1] : undefined;
      const startsNewLine = str.startsWith('\n') || (str.trim() === '' && item.hasEOL);
      if (lastItem?.endsWith('\n') === false && !startsNewLine) {
        if (Math.abs(lastY - y) - 1 > lineHeight) {
          strBuf.push('\n');
          lineHeight = 0;
        }
      }
    }
    if (lastY !== undefined && Math.abs(lastY - y) < LINE_THRESHOLD) {
      if (lastX !== undefined && Math.abs(lastX - x) > CELL_THRESHOLD)
        str = `${CELL_SEPARATOR}${str}`;
    }
    strBuf.push(str);
    lastX = x + item.width;
    lastY = y;
    lineHeight = Math.max(lineHeight, item.height);
    if (item.hasEOL) strBuf.push('\n');
    if (item.hasEOL || str.endsWith('\n')) lineHeight = 0;
  }
  return strBuf.join('');
}

/** The pages' texts joined as pdf-parse joins them. `pages`: [{ num, text }]; `total`: the PDF's page count. */
export function joinPageTexts(pages, total) {
  return pages.map((p) => `${p.text}\n\n-- ${p.num} of ${total} --\n\n`).join('');
}
