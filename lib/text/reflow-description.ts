// A job description as pasted or imported, with the source's hard line breaks (lines cut at a
// fixed width, mid-sentence) joined back into paragraphs, while its lists, headings and one-line
// fields ("Location: Berlin") stay as they were. Pure; the details page renders the blocks.

export type DescriptionBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] };

const BULLET = /^\s*(?:[•·▪◦●○■□➢➤►▶✓✔*+-]|–|—)\s+/;
const NUMBERED = /^\s*(?:\d{1,2}|[a-z])[.)]\s+/i;
/** A line that says where a sentence ends. */
const ENDS = /[.!?;:)"”’]$/;
/** "Location: Berlin", "Salary: $100k": a short label and its value on one line. */
const FIELD = /^[\p{L}][\p{L} /&'’-]{0,30}:\s+\S/u;

function isHeading(line: string, next: string | undefined): boolean {
  const words = line.split(/\s+/).length;
  if (words > 8 || line.length > 70) return false;
  if (/:$/.test(line)) return true;
  // "Requirements", "What you'll do": short, no closing punctuation, and a list or a break follows.
  return (
    !ENDS.test(line) &&
    (next === undefined || next === '' || BULLET.test(next) || NUMBERED.test(next))
  );
}

/** Whether `next` continues the line before it (a hard wrap) rather than starting a new one. */
function continues(prev: string, next: string): boolean {
  if (!next || BULLET.test(next) || NUMBERED.test(next) || FIELD.test(next)) return false;
  if (/^[\p{Ll}\d(,&]/u.test(next)) return true;
  // A line ending in a comma or a joining word goes on ("React and" / "TypeScript").
  if (/(?:,|\b(?:and|or|of|to|with|the|a|an|in|for|on|at|by|from|as|our|your))$/i.test(prev))
    return true;
  // A long line that does not end a sentence was cut by the source's width.
  return prev.length >= 50 && !ENDS.test(prev);
}

export function reflowDescription(text: string): DescriptionBlock[] {
  const raw = text.replace(/\r\n?/g, '\n').split('\n');
  const lines = raw.map((l) => l.replace(/\s+/g, ' ').trim());
  /** An indented line under a list item is the rest of that item. */
  const indented = (k: number) => /^\s{2,}\S/.test(raw[k] ?? '') && !BULLET.test(lines[k] ?? '');
  const blocks: DescriptionBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (!line) {
      i++;
      continue;
    }
    const bullet = BULLET.test(line);
    const numbered = !bullet && NUMBERED.test(line);
    if (bullet || numbered) {
      const marker = bullet ? BULLET : NUMBERED;
      const items: string[] = [];
      while (i < lines.length && lines[i] && marker.test(lines[i]!)) {
        let item = lines[i]!.replace(marker, '');
        i++;
        // An item's wrapped rest: indented or plain lines that continue it.
        while (i < lines.length && lines[i] && (indented(i) || continues(item, lines[i]!)))
          item += ` ${lines[i++]}`;
        items.push(item);
        // Items separated by blank lines are still one list.
        if (!lines[i] && lines[i + 1] && marker.test(lines[i + 1]!)) i++;
      }
      blocks.push({ kind: 'list', ordered: numbered, items });
      continue;
    }
    const next = lines.slice(i + 1).find((l, k) => l || k > 0);
    if (isHeading(line, lines[i + 1] === '' ? '' : next) && !FIELD.test(line)) {
      blocks.push({ kind: 'heading', text: line.replace(/:$/, '') });
      i++;
      continue;
    }
    let paragraph = line;
    i++;
    while (i < lines.length && lines[i] && continues(paragraph, lines[i]!)) {
      paragraph += ` ${lines[i]}`;
      i++;
    }
    blocks.push({ kind: 'paragraph', text: paragraph });
  }
  return blocks;
}
