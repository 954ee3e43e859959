import 'server-only';
import type { KeywordCategory } from '@/lib/resume/analysis-schema';
import { skillsVocabularyRows } from './word-lists';

/** A curated term: its display name, what kind of term it is, and other ways people write it. */
export type VocabularyTerm = {
  name: string;
  category: KeywordCategory;
  aliases: string[];
  /** Forms that count as evidence in a resume but do not, alone, make a posting ask for the term. */
  evidence: string[];
  /** 'curated' (words/en/skills-vocabulary.json) or 'taxonomy' (server/ai/lexicon/data: Stack Overflow tags, SkillSpan train spans). */
  source?: 'curated' | 'taxonomy';
  /** For taxonomy terms: in how many SkillSpan train postings experts labelled it, and whether it is a Stack Overflow tag. */
  trainPostings?: number;
  stackoverflowTag?: boolean;
};

const data = skillsVocabularyRows();

/** Every curated term the engine knows (words/en/skills-vocabulary.json, in its order). */
export const skillsVocabulary: VocabularyTerm[] = Object.entries(data.terms).flatMap(
  ([category, rows]) =>
    rows.map(([name, aliases = [], evidence = []]) => ({
      name,
      category: category as KeywordCategory,
      aliases,
      evidence,
    })),
);

/**
 * A specific skill shows a general one: someone who lists PostgreSQL writes SQL, React is
 * JavaScript. Used only to say a missing keyword is one the resume already shows (the "potential"
 * score), never to count it as written.
 */
export const impliedBy: Record<string, string[]> = data.impliedBy;

/**
 * Aliases too ambiguous to count in a job description or resume unless written exactly
 * (case-sensitive) — "Go" the language vs "go" the verb, "R", "C", "BS", "MS"...
 */
export const caseSensitiveForms: ReadonlySet<string> = new Set(data.caseSensitiveForms);
