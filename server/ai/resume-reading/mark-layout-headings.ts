import 'server-only';
import type { LayoutLine } from './layout-line';
import { headingKey } from './split-resume-sections';

/** The size most of the text is set in. */
export function bodySize(lines: LayoutLine[]): number {
  const weight = new Map<number, number>();
  for (const l of lines) {
    const size = Math.round(l.size * 2) / 2;
    weight.set(size, (weight.get(size) ?? 0) + l.cells.join(' ').length);
  }
  return [...weight.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 10;
}

/**
 * A heading's text made whole when a two-colour title left a space in a word ("exp erience",
 * "int erests"): the first way of dropping one space that reads as a known heading.
 */
export function mendHeading(text: string): string {
  if (headingKey(text)) return text;
  const gaps = [...text.matchAll(/ /g)].map((m) => m.index);
  for (const i of gaps) {
    const joined = text.slice(0, i) + text.slice(i + 1);
    if (headingKey(joined)) return joined;
  }
  return text;
}

/**
 * Marks the section headings by layout: a one-cell line that reads as a known heading, or a short
 * line without digits set in the same style (size, weight, capitals) as the known headings of the
 * document ("Welcome to RenderCV" in the style of "Education"). A style no known heading uses
 * (an entry title set larger than the body) makes no heading; the name line never is one.
 */
export function markLayoutHeadings(lines: LayoutLine[]): LayoutLine[] {
  const body = bodySize(lines);
  const known = lines.filter(
    (l) => l.cells.length === 1 && l.kind !== 'bullet' && headingKey(mendHeading(l.cells[0]!)),
  );
  const styles = known.filter((l) => l.size >= body * 1.05 || l.bold);
  const caps = (l: LayoutLine) => {
    const t = l.cells.join(' ');
    return /\p{Lu}/u.test(t) && t === t.toUpperCase();
  };
  const sameStyle = (l: LayoutLine) =>
    styles.some(
      (h) => Math.abs(h.size - l.size) <= 0.3 && h.bold === l.bold && caps(h) === caps(l),
    );
  const firstPage = lines.filter((l) => l.page === 0);
  const nameSize = Math.max(0, ...firstPage.map((l) => l.size));
  const nameLine = nameSize > body * 1.3 ? firstPage.find((l) => l.size === nameSize) : undefined;
  return lines.map((line) => {
    if (line.cells.length !== 1 || line.kind === 'bullet' || line === nameLine) return line;
    const text = mendHeading(line.cells[0]!);
    const words = text.split(/\s+/).length;
    const plain =
      words <= 5 &&
      !/[\d@:;,.!?|]/.test(text) &&
      text.length <= 40 &&
      /^\p{Lu}|^\p{Ll}+(?: \p{Ll}+)*$/u.test(text);
    const heading = (headingKey(text) && words <= 5) || (plain && sameStyle(line));
    return heading ? { ...line, cells: [text], kind: 'heading' as const } : line;
  });
}
