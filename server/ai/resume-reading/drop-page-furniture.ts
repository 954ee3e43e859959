import 'server-only';
import type { LayoutLine } from './layout-line';

const pageNumber = /^(?:page\s*)?\d{1,2}(?:\s*(?:\/|of)\s*\d{1,2})?$|^page\s*\d{1,2}\b/i;
const pageMark = /(?:^|[\s–—-])\d{1,2}\s*\/\s*\d{1,2}$|\bpage\s+\d{1,2}\b/i;
/** An e-mail address, a phone number or a web address. */
const contactDetails = /@|\+?\d[\d\s().-]{6,}\d|https?:|www\./i;
const key = (l: LayoutLine) =>
  l.cells.join(' ').toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();

/**
 * Drops what a page repeats in its margins: page numbers ("2/3", "Page 2 of 4"), a footer that stands
 * at the foot of two pages or more (on every page), and, from the second page on, a running header or footer that repeats, in a margin, text an earlier page showed in
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
  const foot = (l: LayoutLine) => l.y > (pageHeights[l.page] ?? 792) * 0.93;
  const inMargin = (l: LayoutLine) =>
    l.cells.filter((c) => !(margin(l) && pageNumber.test(c.trim())));
  // A footer that comes back at the foot of another page (a date and the name, the page number
  // apart) is furniture on the first page too: it is no part of the entry it ends the page in.
  const footPages = new Map<string, Set<number>>();
  for (const l of lines)
    if (foot(l) && inMargin(l).length) {
      const k = key({ ...l, cells: inMargin(l) });
      footPages.set(k, (footPages.get(k) ?? new Set()).add(l.page));
    }
  const out: LayoutLine[] = [];
  for (const line of lines) {
    // A footer with a page number ("John Doe – 1/2", "Page 2") is furniture as a whole.
    if (margin(line) && line.cells.some((c) => pageMark.test(c))) continue;
    const cells = inMargin(line);
    if (!cells.length) continue;
    const l = { ...line, cells };
    const k = key(l);
    // …except the first time, when it carries contact details (moderncv prints them at every foot).
    const pages = footPages.get(k);
    if (
      foot(line) &&
      pages &&
      pages.size >= 2 &&
      !(contactDetails.test(l.cells.join(' ')) && line.page === Math.min(...pages))
    )
      continue;
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
