import type { TaggedSpan } from './tag-skill-spans';

const joiner = /^(or|and|&)$/i;

/** A word written as a name: an acronym or a word with a capital inside ("MS", "PhD", "tDCS", "CCNP"). */
function nameLike(word: string): boolean {
  return /^\p{L}[\p{L}\d+#.]*$/u.test(word) && /\p{Lu}/u.test(word.slice(1));
}

/**
 * A tagged span that only lists names ("MS or PhD", "MEG EEG tDCS", "CCNP CCIE") is one term per
 * name: a résumé has each of them, not the list. Any other span is kept whole ("research and
 * development", "Google Cloud").
 */
export function splitNameList(span: TaggedSpan): TaggedSpan[] {
  const words = [...span.text.matchAll(/\S+/g)];
  if (words.length < 2 || joiner.test(words[0]![0]) || joiner.test(words.at(-1)![0])) return [span];
  const names = words.filter((m) => !joiner.test(m[0]));
  if (names.length < 2 || !names.every((m) => nameLike(m[0]))) return [span];
  return names.map((m) => ({ ...span, start: span.start + m.index, end: span.start + m.index + m[0].length, text: m[0] }));
}
