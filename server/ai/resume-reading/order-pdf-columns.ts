import 'server-only';
import type { LayoutFragment } from './layout-line';
import { headingKey } from './split-resume-sections';

/** A fragment that is a date or a range of dates ("2018 – 2022", "June 2022 –", "Present"). */
const dateLike =
  /^(?:(?:since|from)\s+)?(?:[a-z]{3,9}\.?\s+)?(?:\d{1,2}[/.]\s*)?(?:19|20)\d{2}|^(?:present|now|current|today)$/i;

type Column = { fragments: LayoutFragment[]; left: number; right: number };

/** Share of the fragments of `a` with a fragment of `b` on the same baseline: rows of a table, not columns. */
function alignedShare(a: LayoutFragment[], b: LayoutFragment[]): number {
  if (!a.length) return 0;
  const aligned = a.filter((f) =>
    b.some((g) => Math.abs(g.y - f.y) <= 0.15 * Math.max(f.size, g.size)),
  );
  return aligned.length / a.length;
}

/**
 * The x of the gutter between two columns of a page, or null. A gutter is a vertical band that
 * no fragment crosses where both sides have text (a header or footer across the page may cross
 * it above or below), each side holds at least five fragments, and the two sides are not rows of
 * one table (a date column beside its entries, places right-aligned beside titles).
 */
function findGutter(fragments: LayoutFragment[], width: number, height: number): number | null {
  const xs = [
    ...new Set(
      fragments.map((f) => Math.floor(f.x) - 2).filter((x) => x > width * 0.15 && x < width * 0.85),
    ),
  ];
  let best: { x: number; gap: number; placed: number } | null = null;
  for (const x of xs) {
    const left = fragments.filter((f) => f.right <= x + 1);
    const right = fragments.filter((f) => f.x >= x);
    if (left.length < 5 || right.length < 5) continue;
    const top = Math.max(Math.min(...left.map((f) => f.y)), Math.min(...right.map((f) => f.y)));
    const bottom = Math.min(Math.max(...left.map((f) => f.y)), Math.max(...right.map((f) => f.y)));
    // Columns run down much of the page (a contact block beside the name is not a column).
    if (bottom - top < 0.2 * height) continue;
    const crossing = fragments.filter(
      (f) => f.right > x + 1 && f.x < x - 1 && f.y >= top && f.y <= bottom,
    );
    if (crossing.length > Math.max(1, 0.02 * fragments.length)) continue;
    const inBand = (f: LayoutFragment) => f.y >= top && f.y <= bottom;
    const [narrow, wide] = left.length <= right.length ? [left, right] : [right, left];
    // Rows of one table: the narrow side's fragments sit beside the wide side's (dates, places),
    // sparsely (only beside entry titles). A sidebar set on the same line grid is dense on both
    // sides and has headings of its own ("Contact", "Skills").
    const narrowAligned = alignedShare(narrow.filter(inBand), wide.filter(inBand));
    const wideAligned = alignedShare(wide.filter(inBand), narrow.filter(inBand));
    if (narrowAligned > 0.5 && (wideAligned < 0.6 || !narrow.some((f) => headingKey(f.text))))
      continue;
    // A sidebar holds text, not a column of dates or labels beside the entries.
    const narrowWidth =
      Math.max(...narrow.map((f) => f.right)) - Math.min(...narrow.map((f) => f.x));
    if (narrowWidth < 0.12 * width) continue;
    if (narrow.filter((f) => dateLike.test(f.text)).length > 0.4 * narrow.length) continue;
    const gap = Math.min(...right.map((f) => f.x)) - Math.max(...left.map((f) => f.right));
    // The gutter that places the most fragments in a column; then the widest.
    const placed = left.length + right.length;
    if (!best || placed > best.placed || (placed === best.placed && gap > best.gap))
      best = { x, gap, placed };
  }
  return best?.x ?? null;
}

/**
 * Reading order of a page's fragments: when the page has a sidebar or two columns, what spans
 * the page above them (a name banner), then the column holding the page's largest text (the
 * name), else the left one, then the other, then what spans below; each top to bottom. Returns the columns with their fragments.
 */
export function orderPdfColumns(
  fragments: LayoutFragment[],
  width: number,
  height: number,
): Column[] {
  const byY = (a: LayoutFragment, b: LayoutFragment) => a.y - b.y || a.x - b.x;
  const column = (fs: LayoutFragment[]): Column => ({
    fragments: fs.sort(byY),
    left: Math.min(...fs.map((f) => f.x)),
    right: Math.max(...fs.map((f) => f.right)),
  });
  const x = findGutter(fragments, width, height);
  if (x === null) return fragments.length ? [column([...fragments])] : [];
  let left = fragments.filter((f) => f.right <= x + 1);
  let right = fragments.filter((f) => f.x >= x);
  // Where both columns run: what crosses the gutter above that is a banner (a name and contact
  // line centred above the columns, even when a small "Last updated" line sits above them in one
  // column), read first; what crosses it lower is a footer.
  const top = Math.max(Math.min(...right.map((f) => f.y)), Math.min(...left.map((f) => f.y)));
  const rest = fragments.filter((f) => !left.includes(f) && !right.includes(f));
  const above = rest.filter((f) => f.y <= top + 1);
  const below = rest.filter((f) => f.y > top + 1);
  // Short lines of the banner that happen to fit on one side of the gutter (a web address under
  // the name, a "Last updated" line above it) belong to the banner, not to that column.
  if (above.length) {
    const bannerBottom = Math.max(...above.map((f) => f.y));
    const lifted = (f: LayoutFragment) => f.y <= bannerBottom + 1;
    above.push(...left.filter(lifted), ...right.filter(lifted));
    left = left.filter((f) => !lifted(f));
    right = right.filter((f) => !lifted(f));
  }
  // The column that holds the page's largest text (the name, in a sidebar or the main column) is read first.
  const largest = Math.max(...fragments.map((f) => f.size));
  const rightFirst =
    right.some((f) => f.size === largest) &&
    !left.some((f) => f.size === largest) &&
    !above.some((f) => f.size === largest);
  return (rightFirst ? [above, right, left, below] : [above, left, right, below])
    .filter((fs) => fs.length)
    .map(column);
}
