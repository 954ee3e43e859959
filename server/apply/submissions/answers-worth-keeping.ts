import 'server-only';
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

/**
 * The free-text answers of a submitted form worth keeping for the next form: a textarea, or a
 * text field whose answer has at least three words; never a question the apply profile answers
 * (names, contact, links, legal, salary, self-identification) nor a choice (select, radio,
 * checkbox, file, date).
 */
export function answersWorthKeeping(
  answers: readonly { question: string; answer: string; field: string | null }[],
): { question: string; answer: string }[] {
  const kept = new Map<string, { question: string; answer: string }>();
  for (const { question, answer, field } of answers) {
    const text = answer.trim();
    if (!text) continue;
    const kind = (field ?? 'text').toLowerCase();
    const long = text.split(/\s+/).length >= 3;
    if (!(kind.includes('textarea') || (/^(text|input|string)$/.test(kind) && long))) continue;
    const tokens = questionTokens(question);
    if (tokens.some((t) => PROFILE_CONCEPTS.has(t) || PROFILE_WORDS.has(t))) continue;
    kept.set(question.trim().toLowerCase(), { question: question.trim(), answer: text });
  }
  return [...kept.values()];
}
