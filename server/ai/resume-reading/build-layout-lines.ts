import 'server-only';
import type { LayoutFragment, LayoutLine } from './layout-line';
import { bulletGlyph } from './group-pdf-fragments';

/** A cell that is only a bullet glyph, or text after one ("• Built …"). */
const leadingBullet =
  /^([•●○◦▪▫■□◆◇►▶➢➤✓✔❖⁃∙·‣⦁\u2022\uf0b7\uf0a7\uf076\uf0d8\uf0fc\u25aa\u25cf\u2023\u2043]|[-–—*](?=\s))\s*/u;

/**
 * One column's fragments (top to bottom) → lines: fragments on one baseline are one line, its
 * cells left to right (a right-aligned date a little off the title's baseline still joins it). A
 * line that starts with a bullet glyph is a bullet, its glyph dropped.
 */
export function buildLayoutLines(fragments: LayoutFragment[], column: number): LayoutLine[] {
  const groups: LayoutFragment[][] = [];
  for (const f of fragments) {
    const g = groups.at(-1);
    const ref = g?.[0];
    if (
      g &&
      ref &&
      ref.page === f.page &&
      Math.abs(f.y - Math.max(...g.map((h) => h.y))) <= 0.5 * Math.max(ref.size, f.size) &&
      !g.some((h) => overlaps(h, f))
    )
      g.push(f);
    else groups.push([f]);
  }
  const left = Math.min(...fragments.map((f) => f.x));
  const right = Math.max(...fragments.map((f) => f.right));
  return groups
    .map((g) => {
      g.sort((a, b) => a.x - b.x);
      const first = g[0]!;
      const tracked = letterSpaced(g);
      let cells = tracked
        ? [tracked]
        : justified(g, left, right)
          ? [g.map((f) => f.text).join(' ')]
          : g.map((f) => f.text);
      let kind: LayoutLine['kind'] = 'text';
      let textX = first.x;
      const bullet = leadingBullet.exec(cells[0]!);
      if (bullet && (bulletGlyph.test(cells[0]!.trim()) || cells[0]!.length > bullet[0].length)) {
        kind = 'bullet';
        const rest = cells[0]!.slice(bullet[0].length).trim();
        cells = rest ? [rest, ...cells.slice(1)] : cells.slice(1);
        textX = rest ? first.textX : (g[1]?.x ?? first.x);
      }
      const main = [...g].sort((a, b) => b.text.length - a.text.length)[0]!;
      return {
        cells: cells.filter(Boolean),
        kind,
        page: first.page,
        column,
        x: first.x,
        right: Math.max(...g.map((f) => f.right)),
        y: Math.max(...g.map((f) => f.y)),
        size: Math.max(...g.map((f) => f.size)),
        bold: main.bold,
        textX,
        joined: 0,
        lastCellX: g.length > 1 ? g.at(-1)!.x : textX,
      };
    })
    .filter((l) => l.cells.length);
}

/**
 * A word set with wide tracking, every letter apart past the cell gap ("E  X  P  E  R  I  E  N  C  E"):
 * three or more one-letter parts at near-even steps; a step well over the usual one is a word space.
 * Returns the words, or null.
 */
function letterSpaced(g: LayoutFragment[]): string | null {
  if (g.length < 3 || g.some((f) => !/^\p{L}$/u.test(f.text))) return null;
  const gaps = g.slice(1).map((f, i) => f.x - g[i]!.right);
  const usual = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)]!;
  const size = Math.max(...g.map((f) => f.size));
  if (usual > 2 * size) return null;
  return g
    .map((f, i) => (i && gaps[i - 1]! > 1.5 * usual + 0.2 * size ? ' ' : '') + f.text)
    .join('');
}

/**
 * A line of a justified paragraph in a narrow column, its word spaces stretched past a cell gap
 * ("highly    optimised    for    cluster"): it runs from the column's left edge to its right
 * edge, its gaps are alike and under 2.5 font sizes, its parts are words (no digits), and most
 * start in lower case (all, when there are two). Read as one run of words, not as cells.
 */
function justified(g: LayoutFragment[], left: number, right: number): boolean {
  if (g.length < 2) return false;
  const size = Math.max(...g.map((f) => f.size));
  if (Math.abs(g[0]!.x - left) > 1.5 || Math.abs(g.at(-1)!.right - right) > 1.5) return false;
  const gaps = g.slice(1).map((f, i) => f.x - g[i]!.right);
  if (Math.max(...gaps) > 2.5 * size || Math.min(...gaps) < 0.9 * Math.max(...gaps)) return false;
  if (g.some((f) => /\d/.test(f.text) || !/^[\p{L}'’(-]/u.test(f.text))) return false;
  const lower = g.filter((f) => /^\p{Ll}/u.test(f.text)).length;
  return g.length === 2 ? lower === 2 : lower > g.length / 2;
}

function overlaps(a: LayoutFragment, b: LayoutFragment): boolean {
  return a.x < b.right - 1 && b.x < a.right - 1;
}
