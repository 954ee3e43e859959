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
 * line without digits that stands out by size (≥ 1.15 × the body text) or is set in bold capitals
 * with space above it. The page's largest line at the top of the first page is the name, not a heading.
 */
export function markLayoutHeadings(lines: LayoutLine[]): LayoutLine[] {
  const body = bodySize(lines);
  const firstPage = lines.filter((l) => l.page === 0);
  const nameSize = Math.max(0, ...firstPage.map((l) => l.size));
  const nameLine = nameSize > body * 1.3 ? firstPage.find((l) => l.size === nameSize) : undefined;
  // Larger lines before the first known heading are the header's (a title under the name).
  const firstKnown = lines.findIndex((l) => l.cells.length === 1 && headingKey(mendHeading(l.cells[0]!)));
  return lines.map((line, i) => {
    if (line.cells.length !== 1 || line.kind === 'bullet' || line === nameLine) return line;
    const text = mendHeading(line.cells[0]!);
    if (i < firstKnown && !headingKey(text)) return line;
    const words = text.split(/\s+/).length;
    const prev = lines[i - 1];
    const spaceAbove = !prev || prev.page !== line.page || prev.column !== line.column || line.y - prev.y > 1.9 * line.size;
    const plain = words <= 5 && !/[\d@:;,.!?]/.test(text) && text.length <= 40;
    const caps = /\p{Lu}/u.test(text) && text === text.toUpperCase();
    const heading = (headingKey(text) && words <= 5) || (plain && line.size >= body * 1.15) || (plain && caps && line.bold && spaceAbove && words <= 4);
    return heading ? { ...line, cells: [text], kind: 'heading' as const } : line;
  });
}
