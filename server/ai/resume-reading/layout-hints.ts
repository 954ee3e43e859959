import 'server-only';
import { normalizeText } from '@/server/documents/normalize-text';
import { bodySize } from './mark-layout-headings';
import type { LayoutLine } from './layout-line';

/**
 * What the structurer takes from the layout beside the text: the heading lines (as the text shows
 * them) and the name line: the largest line among the first lines of the first page, when it
 * stands out from the body text (≥ 1.3 × its size).
 */
export function layoutHints(lines: LayoutLine[]): { headings: Set<string>; name: string } {
  const headings = new Set(
    lines.filter((l) => l.kind === 'heading').map((l) => normalizeText(l.cells.join(' | '))),
  );
  const body = bodySize(lines);
  const top = lines.filter((l) => l.page === 0 && l.kind !== 'bullet').slice(0, 12);
  const largest = top.reduce<LayoutLine | null>(
    (best, l) => (!best || l.size > best.size ? l : best),
    null,
  );
  const name = largest && largest.size >= body * 1.3 ? normalizeText(largest.cells[0]!) : '';
  return { headings, name };
}
