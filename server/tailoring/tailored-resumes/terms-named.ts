import 'server-only';
import type { JobTerm } from '@/server/ai/job-terms/extract-job-terms';
import { findTerms, tokenize } from '@/server/ai/job-terms/find-terms';

const sequenceIn = (norms: string[], seq: string[]) =>
  seq.length > 0 && norms.some((_, i) => seq.every((w, k) => norms[i + k] === w));

/** How much a posting term counts: its weight, half again when the posting requires it. */
export const importanceWeight = (t: JobTerm) => t.weight * (t.importance === 'required' ? 1.5 : 1);

/** The posting terms a text names: vocabulary identity ("JS" is JavaScript), else the posting's own words. */
export function termsNamedBy(text: string, terms: JobTerm[]): JobTerm[] {
  const tokens = tokenize(text);
  const norms = tokens.map((t) => t.norm);
  const ids = new Set(
    findTerms(text, tokens, { taxonomy: true })
      .filter((h) => !h.evidenceOnly)
      .map((h) => h.term.name),
  );
  return terms.filter(
    (t) =>
      ids.has(t.id) ||
      t.forms.some((f) => sequenceIn(norms, f)) ||
      (t.phraseLemmas !== null && sequenceIn(norms, t.phraseLemmas)),
  );
}

/** "a", "a and b", "a, b and c" (and "… and 2 more" past `limit`). */
export const joinList = (items: string[], limit = 4) => {
  const shown = items.slice(0, limit);
  const more = items.length - shown.length;
  const head =
    shown.length <= 1 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : head;
};
