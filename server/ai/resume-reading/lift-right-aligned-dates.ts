import 'server-only';
import { dateRangePattern } from '../lexicon/date-patterns';
import type { LayoutLine } from './layout-line';

const month = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
/** A cell that is only a date or a range ("June 2023 – present", "Sept 2018 – May 2023", "2016 / 09", "Summer 2022"). */
const dateCell = new RegExp(
  `^(?:(?:since|from)\\s+)?(?:${month}\\s*'?\\d{2,4}|(?:spring|summer|fall|autumn|winter)\\s+\\d{4}|(?:19|20)\\d{2}(?:\\s?/\\s?\\d{1,2})?)\\s*(?:[-–—]|to)?\\s*(?:${month}\\s*'?\\d{2,4}|(?:19|20)\\d{2}(?:\\s?/\\s?\\d{1,2})?|present|now|current|today|ongoing)?$`,
  'i',
);
/** A time span a builder prints under the dates ("2 years 10 months", "4 months"). */
const spanCell = /^\d+\s+(?:years?|yrs?|months?|mos?)(?:\s+\d+\s+(?:months?|mos?))?$/i;

const isDate = (cell: string) =>
  dateCell.test(cell.trim()) || (dateRangePattern.test(cell) && cell.length <= 30);

/**
 * Right-aligned dates drawn beside an entry's first bullet or description line (a column of
 * place / dates / time span beside the text, as RenderCV's themes print it) belong to the entry's
 * header: the nearest line above in the same column that is not a bullet and has no date, within
 * three lines. Time spans are dropped. A date that finds no header stays where it is.
 */
export function liftRightAlignedDates(lines: LayoutLine[]): LayoutLine[] {
  const out = lines.map((l) => ({ ...l, cells: [...l.cells] }));
  for (const [i, line] of out.entries()) {
    if (line.cells.length < 2 || line.kind === 'heading') continue;
    const tail = line.cells.slice(1);
    const dates = tail.filter(isDate);
    const spans = tail.filter((c) => spanCell.test(c.trim()));
    if (!dates.length && !spans.length) continue;
    const first = line.cells[0]!;
    // Only lines whose own text is content (a bullet, a sentence, a wrapped rest), not an entry header.
    const words = first.split(/\s+/);
    const content =
      line.kind === 'bullet' ||
      (words.length >= 6 && words.filter((w) => /^\p{Ll}{3,}/u.test(w)).length >= 3) ||
      /^\p{Ll}/u.test(first);
    if (!content) {
      line.cells = line.cells.filter((c) => !spans.includes(c));
      continue;
    }
    let target: LayoutLine | undefined;
    for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
      const up = out[k]!;
      if (up.column !== line.column || up.kind === 'heading') break;
      if (up.kind === 'text' && !up.cells.some(isDate) && up.cells[0]!.split(/\s+/).length < 12) {
        target = up;
        break;
      }
    }
    if (dates.length && !target) {
      line.cells = line.cells.filter((c) => !spans.includes(c));
      continue;
    }
    if (target) target.cells.push(...dates);
    line.cells = line.cells.filter((c, j) => j === 0 || (!dates.includes(c) && !spans.includes(c)));
  }
  return out;
}
