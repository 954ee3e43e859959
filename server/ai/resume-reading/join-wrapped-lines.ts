import 'server-only';
import type { LayoutLine } from './layout-line';

const endsSentence = /[.!?:;]["')\]]?$/;

/**
 * Joins lines a PDF wrapped back into one: a line under a bullet's text (indented to it) or under
 * the value of a "Label: | value" line (set under the value, not the label), under a
 * line ending in a comma or a joining word ("and", "&", "/"), one that starts in lower case, or one
 * under a line that ran to the right edge of its column without ending a sentence. Only plain lines
 * of the same size and weight join, never one with a wide gap (a title and its dates), a heading,
 * a bullet or a line after a gap wider than the line spacing.
 */
export function joinWrappedLines(lines: LayoutLine[]): LayoutLine[] {
  // The right edge of each column's text, per page.
  const edge = new Map<string, number>();
  for (const l of lines) {
    const key = `${l.page}:${l.column}`;
    edge.set(key, Math.max(edge.get(key) ?? 0, l.right));
  }
  const out: LayoutLine[] = [];
  for (const line of lines) {
    const prev = out.at(-1);
    if (prev && continues(prev, line, edge.get(`${line.page}:${line.column}`) ?? line.right)) {
      const last = prev.cells.at(-1)!;
      const glue = /\p{Ll}-$/u.test(last) && /^\p{Ll}/u.test(line.cells[0]!) ? '' : ' ';
      const text = glue ? `${last} ${line.cells[0]}` : `${last.slice(0, -1)}${line.cells[0]}`;
      out[out.length - 1] = {
        ...prev,
        cells: [...prev.cells.slice(0, -1), text],
        right: line.right,
        y: line.y,
        joined: prev.joined + 1,
      };
      continue;
    }
    out.push(line);
  }
  return out;
}

function continues(prev: LayoutLine, line: LayoutLine, columnRight: number): boolean {
  if (prev.page !== line.page || prev.column !== line.column) return false;
  // A "Label: | value" line whose value wraps under itself (a key-value list in a profile block).
  const labelled =
    prev.cells.length === 2 &&
    /:$/.test(prev.cells[0]!) &&
    prev.lastCellX !== undefined &&
    Math.abs(line.x - prev.lastCellX) <= 0.5 * line.size;
  if (
    line.kind !== 'text' ||
    prev.kind === 'heading' ||
    (prev.cells.length !== 1 && !labelled) ||
    line.cells.length !== 1
  )
    return false;
  if (Math.abs(prev.size - line.size) > 0.6 || prev.bold !== line.bold) return false;
  const pitch = line.y - prev.y;
  if (pitch <= 0 || pitch > 1.55 * line.size) return false;
  const last = prev.cells.at(-1)!;
  const next = line.cells[0]!;
  // Under a bullet, the wrapped text starts where the bullet's text starts (not at its glyph).
  if (prev.kind === 'bullet') {
    if (Math.abs(line.x - prev.textX) > 1.2 * line.size || line.x < prev.x + 0.3 * line.size)
      return false;
  } else if (!labelled && (line.x > prev.x + 1.2 * line.size || line.x < prev.x - 2.5 * line.size))
    return false;
  if (/[,&/+]$|\b(?:and|or|of|the|in|for|with|to|a|an)$/i.test(last) || /-$/.test(last))
    return true;
  if (/^\p{Ll}/u.test(next)) return true;
  // Under a label's comma list, a line set at the value's left edge (its label cell empty) is the
  // list's wrapped end ("…, Fitness and Martial" / "Arts").
  if (labelled && /,/.test(last) && !endsSentence.test(last)) return true;
  return prev.right >= columnRight - 2.5 * line.size && !endsSentence.test(last);
}
