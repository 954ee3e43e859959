import 'server-only';
import type { LayoutLine } from './layout-line';

type Flow = { lines: LayoutLine[]; page: number; left: number; right: number; beside: boolean };

const extent = (g: LayoutLine[]) => ({
  left: Math.min(...g.map((l) => l.x)),
  right: Math.max(...g.map((l) => l.right)),
  top: Math.min(...g.map((l) => l.y)),
  bottom: Math.max(...g.map((l) => l.y)),
});

/**
 * Columns threaded across pages: a column that starts a page without a heading continues the
 * column set at the same place on the page before (a main column running on beside a sidebar), so
 * it is read right after that column, not after the sidebar that was read last. A page's columns
 * are read as they came otherwise; a column that opens with a heading starts a flow of its own.
 * Only a column that stood beside another (a sidebar or a second column) is continued, and only
 * when exactly one column of the page before matches its left edge and width, or, when the page is
 * in one column (the sidebar ended), by the widest column of the page before.
 */
export function threadPageColumns(lines: LayoutLine[]): LayoutLine[] {
  const groups: LayoutLine[][] = [];
  for (const line of lines) {
    const g = groups.at(-1);
    if (g && g[0]!.column === line.column) g.push(line);
    else groups.push([line]);
  }
  const flows: Flow[] = [];
  for (const g of groups) {
    const page = g[0]!.page;
    const e = extent(g);
    const size = Math.max(...g.map((l) => l.size));
    // Side by side: another column of the page shares some of its height.
    const beside = groups.some((h) => {
      if (h === g || h[0]!.page !== page) return false;
      const o = extent(h);
      return (
        (o.right <= e.left + 1 || o.left >= e.right - 1) && o.top < e.bottom && e.top < o.bottom
      );
    });
    let target: Flow | undefined;
    if (page > 0 && g[0]!.kind !== 'heading') {
      const width = e.right - e.left;
      const matches = flows.filter(
        (f) =>
          f.page === page - 1 &&
          f.beside &&
          Math.abs(f.left - e.left) <= 1.5 * size &&
          Math.abs(f.right - f.left - width) <= Math.max(width, f.right - f.left) / 3,
      );
      if (matches.length === 1) target = matches[0];
      // A page in one column after a page with a sidebar (the sidebar ended): its text runs on
      // from the widest column of the page before, the main one.
      const alone = groups.filter((h) => h[0]!.page === page).length === 1;
      if (!matches.length && alone)
        target = flows
          .filter((f) => f.page === page - 1 && f.beside)
          .sort((a, b) => b.right - b.left - (a.right - a.left))[0];
    }
    if (target) {
      target.lines.push(...g);
      Object.assign(target, {
        page,
        left: e.left,
        right: e.right,
        beside: target.beside || beside,
      });
    } else flows.push({ lines: [...g], page, left: e.left, right: e.right, beside });
  }
  return flows.flatMap((f) => f.lines);
}
