import 'server-only';
import type { TaggedSpan } from './tag-skill-spans';

const joiner = /^(or|and|&)$/i;

/** A word written as a name: an acronym or a word with a capital inside ("MS", "PhD", "tDCS", "CCNP"). */
function nameLike(word: string): boolean {
  return /^\p{L}[\p{L}\d+#.]*$/u.test(word) && /\p{Lu}/u.test(word.slice(1));
}

/**
 * A tagged span that lists names joined by "or", "and" or "&" ("MS or PhD", "CCNP and CCIE") is one
 * term per name: a résumé has each of them, not the list. Any other span is kept whole: names
 * written side by side are often one name ("PCI DSS", "MS SQL"), and a joined phrase of words is a
 * term of its own ("research and development").
 */
export function splitNameList(span: TaggedSpan): TaggedSpan[] {
  const words = [...span.text.matchAll(/\S+/g)];
  if (words.length < 3 || joiner.test(words[0]![0]) || joiner.test(words.at(-1)![0])) return [span];
  // Names and joiners alternate: name, joiner, name (, joiner, name …).
  if (!words.every((m, i) => (i % 2 === 0 ? nameLike(m[0]) : joiner.test(m[0])))) return [span];
  const names = words.filter((_, i) => i % 2 === 0);
  return names.map((m) => ({
    ...span,
    start: span.start + m.index,
    end: span.start + m.index + m[0].length,
    text: m[0],
  }));
}
