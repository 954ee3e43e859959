import 'server-only';

export type SentenceSpan = { text: string; start: number; end: number };

// Abbreviations whose period does not end a sentence ("e.g.", "Dr.", "B.S.", "Inc.").
const abbreviation =
  /(?:\b(?:e\.g|i\.e|etc|vs|Mr|Mrs|Ms|Dr|Prof|Inc|Ltd|Co|Corp|Jr|Sr|St|No|approx)|\b[A-Z](?:\.[A-Z])*|\b[A-Za-z]\.[A-Za-z])\.$/;

/**
 * Splits text into sentences with their offsets: at . ! ? followed by a space and a capital, digit
 * or quote (not after an abbreviation or a decimal point), and at blank or single line breaks,
 * so a greeting ("Dear Ms. Lee,") and a sign-off line are sentences of their own.
 */
export function splitSentences(text: string): SentenceSpan[] {
  const out: SentenceSpan[] = [];
  const push = (from: number, to: number) => {
    const raw = text.slice(from, to);
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (/[\p{L}\p{N}]/u.test(trimmed))
      out.push({ text: trimmed, start: from + lead, end: from + lead + trimmed.length });
  };
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\n') {
      push(start, i);
      start = i + 1;
      continue;
    }
    if (c !== '.' && c !== '!' && c !== '?') continue;
    const rest = text.slice(i + 1, i + 8);
    if (rest.trim() && !/^["'”’)]*\s+["'“‘(]?[\p{Lu}\p{N}]/u.test(rest)) continue;
    if (c === '.' && abbreviation.test(text.slice(Math.max(start, i - 12), i + 1))) continue;
    let end = i + 1;
    while (end < text.length && /["'”’)]/.test(text[end]!)) end += 1;
    push(start, end);
    start = end;
    i = end - 1;
  }
  push(start, text.length);
  return out;
}
