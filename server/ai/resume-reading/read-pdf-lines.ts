import 'server-only';
import type { PdfLayout } from '@/server/documents/pdf-layout';
import { buildLayoutLines } from './build-layout-lines';
import { dropPageFurniture } from './drop-page-furniture';
import { groupPdfFragments } from './group-pdf-fragments';
import { joinDateColumnRanges } from './join-date-column-ranges';
import { joinWrappedLines } from './join-wrapped-lines';
import { liftRightAlignedDates } from './lift-right-aligned-dates';
import type { LayoutLine } from './layout-line';
import { markIndentedBullets } from './mark-indented-bullets';
import { markLayoutHeadings } from './mark-layout-headings';
import { orderPdfColumns } from './order-pdf-columns';
import { threadPageColumns } from './thread-page-columns';

export type PdfLines = { lines: LayoutLine[]; hidden: string[] };

/**
 * A PDF's text items → the lines a person reads, in reading order: fragments on each baseline,
 * columns and sidebars one after the other (a column running on from the page before read right
 * after it), cells apart where a wide gap separates them (a title
 * and its right-aligned dates; a date column's dates), a range a date column wrapped made whole,
 * dates beside a first bullet lifted to the entry's header, page
 * furniture dropped, headings and bullets (by glyph or indent) marked, wrapped lines
 * joined back. Text drawn invisibly (white on white, zero size, an invisible mode) is returned
 * apart, never as content.
 */
export function readPdfLines(layout: PdfLayout): PdfLines {
  const { fragments, hidden } = groupPdfFragments(layout.items);
  const lines: LayoutLine[] = [];
  let column = 0;
  for (const [page, size] of layout.pages.entries()) {
    for (const col of orderPdfColumns(
      fragments.filter((f) => f.page === page),
      size.width,
      size.height,
    )) {
      lines.push(...buildLayoutLines(col.fragments, column++));
    }
  }
  const kept = dropPageFurniture(
    lines,
    layout.pages.map((p) => p.height),
  );
  return {
    lines: markIndentedBullets(
      joinWrappedLines(
        liftRightAlignedDates(joinDateColumnRanges(threadPageColumns(markLayoutHeadings(kept)))),
      ),
    ),
    hidden,
  };
}
