import 'server-only';
import type { LayoutLine } from './layout-line';

const pageNumber = /^(?:page\s*)?\d{1,2}(?:\s*(?:\/|of)\s*\d{1,2})?$|^page\s*\d{1,2}\b/i;
const pageMark = /(?:^|[\s–—-])\d{1,2}\s*\/\s*\d{1,2}$|\bpage\s+\d{1,2}\b/i;
const key = (l: LayoutLine) =>
  l.cells.join(' ').toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();

/**
 * Drops what a page repeats in its margins: page numbers ("2/3", "Page 2 of 4") and, from the second
 * page on, a running header or footer that repeats, in a margin, text an earlier page showed in
 * a margin (the name and contact line printed again at the top of page 2).
 */
export function dropPageFurniture(lines: LayoutLine[], pageHeights: number[]): LayoutLine[] {
  /** Text seen in a margin → the first page it stood on. */
  const seen = new Map<string, number>();
  const before = (k: string, page: number) => (seen.get(k) ?? page) < page;
  const margin = (l: LayoutLine) => {
    const h = pageHeights[l.page] ?? 792;
    return l.y < h * 0.1 || l.y > h * 0.93;
  };
  const out: LayoutLine[] = [];
  for (const line of lines) {
    // A footer with a page number ("John Doe – 1/2", "Page 2") is furniture as a whole.
    if (margin(line) && line.cells.some((c) => pageMark.test(c))) continue;
    const cells = line.cells.filter((c) => !(margin(line) && pageNumber.test(c.trim())));
    if (!cells.length) continue;
    const l = { ...line, cells };
    const k = key(l);
    if (
      line.page > 0 &&
      margin(line) &&
      (before(k, line.page) || l.cells.every((c) => before(key({ ...l, cells: [c] }), line.page)))
    )
      continue;
    // Only what stood in a margin of an earlier page is a running header or footer when it comes
    // again (a company line repeated at the top of page 2, under a job title that ended page 1, and
    // two like lines at the top of one page are content).
    if (margin(line))
      for (const c of [k, ...l.cells.map((c) => key({ ...l, cells: [c] }))])
        if (!seen.has(c)) seen.set(c, line.page);
    out.push(l);
  }
  return out;
}
