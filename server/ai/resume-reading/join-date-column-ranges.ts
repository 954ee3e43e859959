import 'server-only';
import { dateColumnText } from './find-date-column';
import type { LayoutLine } from './layout-line';

/**
 * A range a narrow date column wrapped ("2017 –" over "Present", "Sep. 2019 –" over "Jun. 2021"):
 * the second half, a date cell first on the next line of the same column (right under it), joins
 * the first half on the entry's line, and leaves the text beside it, if any, as that line's own.
 */
export function joinDateColumnRanges(lines: LayoutLine[]): LayoutLine[] {
  const out = lines.map((l) => ({ ...l, cells: [...l.cells] }));
  for (const [i, line] of out.entries()) {
    const next = out[i + 1];
    const first = line.cells[0]!;
    if (
      !next ||
      next.column !== line.column ||
      line.cells.length < 2 ||
      next.y - line.y > 1.6 * line.size ||
      !/[-–—]$/.test(first.trim()) ||
      !dateColumnText.test(first.trim()) ||
      !dateColumnText.test(next.cells[0]!.trim()) ||
      /[-–—]/.test(next.cells[0]!) ||
      Math.abs(next.x - line.x) > 4 * line.size
    )
      continue;
    line.cells[0] = `${first.trim()} ${next.cells[0]!.trim()}`;
    // What is left of the next line starts where its text cell did.
    if (next.cells.length === 2 && next.lastCellX !== undefined)
      Object.assign(next, { x: next.lastCellX, textX: next.lastCellX });
    next.cells = next.cells.slice(1);
  }
  return out.filter((l) => l.cells.length);
}
