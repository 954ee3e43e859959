import 'server-only';
import { MAX_ANSWER, MAX_QUESTION } from '@/lib/apply/answer-schemas';
import { questionTokens } from '@/lib/apply/match-question';

/** Questions the apply profile answers (names, contact, links, legal, self-identification): not saved as answers. */
const PROFILE_CONCEPTS = new Set([
  '~first_name',
  '~last_name',
  '~full_name',
  '~linkedin',
  '~github',
  '~website',
  '~authorization',
  '~sponsorship',
  '~relocation',
  '~salary',
  '~start',
  '~source',
  '~years',
  '~gender',
  '~ethnicity',
  '~veteran',
  '~disability',
  '~criminal',
  '~noncompete',
  '~letter',
]);
const PROFILE_WORDS = new Set([
  'email',
  'phone',
  'address',
  'city',
  'zip',
  'postcode',
  'country',
  'pronoun',
  'name',
  'resume',
  'cv',
]);

/** A `field` (the input's kind or its name) that says the answer was a choice or a file, not typed text. */
const CHOICE_FIELD = /select|radio|checkbox|check_box|file|upload|date|resume|\bcv\b|attachment/i;

/**
 * The free-text answers of a submitted form worth keeping for the next form: answers of three
 * words or more whose field (its kind or name, as the extension sends it) is not a choice or file,
 * and whose question the apply profile does not answer (names, contact, links, legal, salary,
 * start, self-identification).
 */
export function answersWorthKeeping(
  answers: readonly { question: string; answer: string; field: string | null }[],
): { question: string; answer: string }[] {
  const kept = new Map<string, { question: string; answer: string }>();
  for (const { question, answer, field } of answers) {
    const text = answer.trim();
    if (text.split(/\s+/).length < 3) continue;
    // Longer than a saved answer may be (a consent text, a pasted letter): kept in the snapshot only.
    if (question.trim().length > MAX_QUESTION || text.length > MAX_ANSWER) continue;
    if (field && CHOICE_FIELD.test(field)) continue;
    const tokens = questionTokens(question);
    if (tokens.some((t) => PROFILE_CONCEPTS.has(t) || PROFILE_WORDS.has(t))) continue;
    kept.set(question.trim().toLowerCase(), { question: question.trim(), answer: text });
  }
  return [...kept.values()];
}
