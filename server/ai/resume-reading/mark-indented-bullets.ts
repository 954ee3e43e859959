import 'server-only';
import { dateRangePattern } from '../lexicon/date-patterns';
import type { LayoutLine } from './layout-line';

/**
 * Bullets by indent: under an entry's header line (one with a date), the lines set in from it are
 * its items even when no glyph was drawn as text (a LaTeX itemize with a graphic bullet, a
 * description column beside dates). The run ends at a line back at the header's indent.
 */
export function markIndentedBullets(lines: LayoutLine[]): LayoutLine[] {
  let header: LayoutLine | null = null;
  return lines.map((line) => {
    if (line.kind === 'heading') {
      header = null;
      return line;
    }
    const dated = line.cells.some(
      (c) =>
        dateRangePattern.test(c) ||
        /^(?:19|20)\d{2}\b|\b(?:19|20)\d{2}(?:\s?\/\s?\d{1,2})?$/.test(c.trim()),
    );
    if (
      header &&
      line.column === header.column &&
      line.x >= header.x + 0.8 * line.size &&
      line.kind === 'text' &&
      !dated
    ) {
      return { ...line, kind: 'bullet' as const, textX: line.x };
    }
    if (dated && line.kind === 'text') header = line;
    else if (header && line.x <= header.x + 0.3 * line.size) header = null;
    return line;
  });
}
