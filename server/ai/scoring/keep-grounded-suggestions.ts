import 'server-only';
import { findTerms } from '../job-terms/find-terms';

// "…where it is true", "if it applies", "only if you have used it": advice to add something the
// person may have, not a statement that they have it.
const conditional =
  /\b(if (it|this|that|they|so) (applies|apply|is true|are true|is the case)|if applicable|if (you|you've|you have) (have|had|did|do|can|used|worked|built|led|know|held|hold)|only if|where (it is|it's|they are|that is) (true|accurate|the case)|where true|if true|should you have|provided (that )?you)\b/i;

export type KeepGroundedSuggestionsOptions = {
  suggestions: string[];
  resumeText: string;
  /** Text the suggestion may quote facts from besides the resume: the posting, the analyser's findings. */
  context: string;
};

/** The skills a piece of text names (from the skills vocabulary), as the words written. */
function namedSkills(text: string): { key: unknown; written: string }[] {
  return findTerms(text).map((hit) => ({ key: hit.term, written: text.slice(hit.start, hit.end) }));
}

const hasWords = (haystack: string, needle: string) =>
  new RegExp(
    `(^|[^\\p{L}\\p{N}])${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`,
    'iu',
  ).test(haystack);

/**
 * Checks each model-written suggestion against the resume text: a suggestion that names a skill
 * the resume does not have, or a number (years, percentages, counts) found neither in the resume
 * nor in the posting/findings, is kept only when it is phrased as a condition ("if it applies",
 * "where it is true"); otherwise it would claim something the person does not have, and is left out.
 */
export function keepGroundedSuggestions({
  suggestions,
  resumeText,
  context,
}: KeepGroundedSuggestionsOptions): { kept: string[]; dropped: string[] } {
  const resumeSkills = new Set(namedSkills(resumeText).map((s) => s.key));
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const suggestion of suggestions) {
    const unknownSkill = namedSkills(suggestion).some(
      (s) => !resumeSkills.has(s.key) && !hasWords(resumeText, s.written),
    );
    const numbers = suggestion.match(/\d+(?:[.,]\d+)?/g) ?? [];
    const unknownNumber = numbers.some((n) => !hasWords(resumeText, n) && !hasWords(context, n));
    if ((unknownSkill || unknownNumber) && !conditional.test(suggestion)) dropped.push(suggestion);
    else kept.push(suggestion);
  }
  return { kept, dropped };
}
