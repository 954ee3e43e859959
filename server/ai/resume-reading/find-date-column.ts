import 'server-only';
import type { PdfTextItem } from '@/server/documents/pdf-layout';
import { monthPattern } from '../lexicon/date-patterns';

const oneDate = `(?:${monthPattern}\\s*)?(?:\\d{1,2}\\s*[/.]\\s*)?(?:19|20)\\d{2}(?:\\s*[/.]\\s*\\d{1,2})?`;
const openEnd = '(?:present|now|current|today|ongoing)';
/** Text that is only a date, a range or the open end of one ("2017 –", "2012 – 2017", "Sep. 2019 – Present", "Present"). */
export const dateColumnText = new RegExp(
  `^(?:(?:since|from)\\s+)?(?:${oneDate}(?:\\s*(?:[-–—]|to)\\s*(?:${oneDate}|${openEnd})?)?|${openEnd})$`,
  'i',
);

const dateStart = new RegExp(`^\\s*(?:[-–—]|to\\b|\\d|${monthPattern}(?![a-z]))`, 'i');
/** Text that carries a date on ("– May 2027", "Dec", "2023", "Present"): the rest of a range, never the text beside it. */
export const continuesDate = (s: string) => dateStart.test(s) || dateColumnText.test(s.trim());

/**
 * The left edges of the text beside a date column (moderncv and its kin set the dates in a
 * narrow column, right-aligned, a few points from the entry's text): an x where, on two rows or
 * more of a page, text that is only a date ends and the next item starts, closer than a cell gap.
 * The reader splits the rows there, so "2017 – | Product Manager, Google" and "Present | Led …"
 * are a date cell and a text cell, not one run of words.
 */
export function findDateColumnEdges(rows: PdfTextItem[][], cellGap: number): Map<number, number[]> {
  const counts = new Map<number, Map<number, number>>();
  for (const row of rows) {
    const items = [...row].sort((a, b) => a.x - b.x);
    let text = '';
    for (const [i, item] of items.entries()) {
      text += item.s;
      const next = items[i + 1];
      if (!next) break;
      const gap = next.x - (item.x + item.w);
      if (gap > cellGap * Math.min(item.size, next.size)) {
        text = '';
        continue;
      }
      if (
        gap > 0.15 * item.size &&
        dateColumnText.test(text.replace(/\s+/g, ' ').trim()) &&
        !continuesDate(next.s)
      ) {
        const page = counts.get(item.page) ?? new Map<number, number>();
        const x = Math.round(next.x);
        page.set(x, (page.get(x) ?? 0) + 1);
        counts.set(item.page, page);
        break;
      }
    }
  }
  const edges = new Map<number, number[]>();
  for (const [page, xs] of counts) {
    // Rows that agree within a point or two are one edge.
    const found: number[] = [];
    for (const [x] of xs) {
      const rowsAt = [...xs].filter(([y]) => Math.abs(y - x) <= 1.5).reduce((a, [, n]) => a + n, 0);
      if (rowsAt >= 2 && !found.some((f) => Math.abs(f - x) <= 1.5)) found.push(x);
    }
    if (found.length) edges.set(page, found);
  }
  return edges;
}
