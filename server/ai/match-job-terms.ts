import 'server-only';
import type { MatchedKeyword, MissingKeyword } from '@/lib/resume/analysis-schema';
import type { JobTerm, JobTerms } from './extract-job-terms';
import { findTerms, tokenize, type Token } from './find-terms';
import { lemmatize, type LemmaToken } from './nlp';
import { sectionAt, type SplitResume } from './split-resume-sections';

export type TermMatch = { term: JobTerm; matched: MatchedKeyword | null };

export type JobTermMatches = {
  matches: TermMatch[];
  /** 1 = the resume names the posting's title, 0.5 = its core role noun phrase, 0 = neither. */
  title: { title: string; credit: number; found_in: string[] } | null;
};

const seniority = new Set(['senior', 'sr', 'junior', 'jr', 'lead', 'principal', 'staff', 'head', 'i', 'ii', 'iii', 'iv', 'chief', 'associate', 'entry', 'level', 'mid']);

function snippet(text: string, start: number, end: number): string {
  const lineStart = text.lastIndexOf('\n', start) + 1;
  const lineEndRaw = text.indexOf('\n', end);
  const lineEnd = lineEndRaw < 0 ? text.length : lineEndRaw;
  const from = Math.max(lineStart, start - 60);
  const to = Math.min(lineEnd, end + 60);
  return `${from > lineStart ? '…' : ''}${text.slice(from, to).trim()}${to < lineEnd ? '…' : ''}`;
}

function findLemmas(tokens: LemmaToken[], seq: string[]): number[] {
  const at: number[] = [];
  for (let i = 0; i + seq.length <= tokens.length; i++) {
    if (seq.every((s, k) => tokens[i + k]!.lemma === s)) at.push(i);
  }
  return at;
}

function findSequence(tokens: Token[], seq: string[]): number[] {
  const at: number[] = [];
  for (let i = 0; i + seq.length <= tokens.length; i++) {
    if (seq.every((s, k) => tokens[i + k]!.norm === s)) at.push(i);
  }
  return at;
}

/**
 * Looks for each posting term in the resume (aliases, plurals and, for soft skills, evidence
 * such as "led" for leadership) and records every section it was found in.
 */
export function matchJobTerms({ resumeText, split, job }: { resumeText: string; split: SplitResume; job: JobTerms }): JobTermMatches {
  const tokens = tokenize(resumeText);
  const hits = findTerms(resumeText, tokens);
  const byName = new Map<string, typeof hits>();
  for (const hit of hits) {
    const list = byName.get(hit.term.name) ?? [];
    list.push(hit);
    byName.set(hit.term.name, list);
  }
  // Lemmas only when the posting has noun phrases to look for (wink costs a few ms per page).
  let lemmas: LemmaToken[] | undefined;
  const matches: TermMatch[] = job.terms.map((term) => {
    let spans: { start: number; end: number; matched: string }[] = [];
    if (term.phraseLemmas) {
      const seq = term.phraseLemmas;
      lemmas ??= lemmatize(resumeText);
      const lemmaTokens = lemmas;
      spans = findLemmas(lemmaTokens, seq).map((i) => {
        const first = lemmaTokens[i]!;
        const last = lemmaTokens[i + seq.length - 1]!;
        return { start: first.start, end: last.end, matched: resumeText.slice(first.start, last.end) };
      });
    } else {
      // A direct mention beats evidence ("Leadership" over "led").
      spans = [...(byName.get(term.keyword) ?? [])].sort((a, b) => Number(a.evidenceOnly) - Number(b.evidenceOnly));
    }
    if (!spans.length) return { term, matched: null };
    const first = spans[0]!;
    const foundIn = [...new Set(spans.map((s) => sectionAt(split, s.start)))];
    return {
      term,
      matched: {
        keyword: term.keyword,
        category: term.category,
        importance: term.importance,
        found_in: foundIn,
        matched_as: first.matched,
        evidence: snippet(resumeText, first.start, first.end),
      },
    };
  });
  let title: JobTermMatches['title'] = null;
  if (job.title) {
    const core = tokenize(job.title)
      .map((t) => t.norm)
      .filter((n) => !seniority.has(n));
    let at = core.length ? findSequence(tokens, core) : [];
    let credit = at.length ? 1 : 0;
    if (!at.length && core.length >= 3) {
      at = findSequence(tokens, core.slice(-2));
      credit = at.length ? 0.5 : 0;
    }
    title = { title: job.title, credit, found_in: [...new Set(at.map((i) => sectionAt(split, tokens[i]!.start)))] };
  }
  return { matches, title };
}

/** Missing terms, most important first (required before preferred, heavier first). */
export function missingTerms(matches: TermMatch[]): MissingKeyword[] {
  return matches
    .filter((m) => !m.matched)
    .sort((a, b) => Number(b.term.importance === 'required') - Number(a.term.importance === 'required') || b.term.weight - a.term.weight)
    .map(({ term }) => ({ keyword: term.keyword, category: term.category, importance: term.importance }));
}
