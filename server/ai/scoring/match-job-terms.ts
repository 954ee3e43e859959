import 'server-only';
import type { MatchedKeyword, MissingKeyword, ResumeEvidence } from '@/lib/resume/analysis-schema';
import type { JobTerm, JobTerms } from '../job-terms/extract-job-terms';
import { findTerms, tokenize, type TermHit, type Token } from '../job-terms/find-terms';
import { lemmatize, type LemmaToken } from '../job-terms/nlp';
import { impliedBy } from '../lexicon/skills-vocabulary';
import { stopWordSet, wordList } from '../lexicon/word-lists';
import { sectionAt, type SplitResume } from '../resume-reading/split-resume-sections';

/**
 * A posting term and the resume: `matched` when the resume names it (an ATS sees it), else
 * `elsewhere` when the resume shows it in other words (it counts in the potential score only).
 */
export type TermMatch = {
  term: JobTerm;
  matched: MatchedKeyword | null;
  elsewhere: ResumeEvidence | null;
};

export type JobTermMatches = {
  matches: TermMatch[];
  /** 1 = the resume names the posting's title, 0.5 = its core role noun phrase, 0 = neither. */
  title: { title: string; credit: number; found_in: string[] } | null;
};

const seniority = new Set<string>(wordList('seniority-words'));

function snippet(text: string, start: number, end: number): string {
  const lineStart = text.lastIndexOf('\n', start) + 1;
  const lineEndRaw = text.indexOf('\n', end);
  const lineEnd = lineEndRaw < 0 ? text.length : lineEndRaw;
  const from = Math.max(lineStart, start - 60);
  const to = Math.min(lineEnd, end + 60);
  return `${from > lineStart ? '…' : ''}${text.slice(from, to).trim()}${to < lineEnd ? '…' : ''}`;
}

/** The whole resume line around [start, end), trimmed (long lines cut to ~220 characters around the match). */
function lineAt(text: string, start: number, end: number): string {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEndRaw = text.indexOf('\n', end);
  const lineEnd = lineEndRaw < 0 ? text.length : lineEndRaw;
  if (lineEnd - lineStart <= 220) return text.slice(lineStart, lineEnd).trim();
  const from = Math.max(lineStart, start - 100);
  const to = Math.min(lineEnd, end + 100);
  return `${from > lineStart ? '…' : ''}${text.slice(from, to).trim()}${to < lineEnd ? '…' : ''}`;
}

// The words that join a term's words ("and", "of", "&"): not needed on the resume line.
const filler = stopWordSet('connectives');

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
 * Looks for each posting term in the resume (vocabulary aliases, the posting's own words, plurals,
 * phrase lemmas and, for soft skills, evidence such as "led" for leadership), records every
 * section it was found in and the first line; for a term it lacks, looks for the skill shown in
 * other words: a specific skill that implies it (PostgreSQL → SQL), or all of its words in one line.
 */
export function matchJobTerms({
  resumeText,
  split,
  job,
}: {
  resumeText: string;
  split: SplitResume;
  job: JobTerms;
}): JobTermMatches {
  const tokens = tokenize(resumeText);
  const hits = findTerms(resumeText, tokens, { taxonomy: true });
  const byName = new Map<string, TermHit[]>();
  for (const hit of hits) {
    const list = byName.get(hit.term.name) ?? [];
    list.push(hit);
    byName.set(hit.term.name, list);
  }
  // Lemmas only when needed (wink costs a few ms per page).
  let lemmas: LemmaToken[] | undefined;
  let lineLemmas: { start: number; end: number; lemmas: Set<string> }[] | undefined;
  const resumeLemmas = () => (lemmas ??= lemmatize(resumeText));
  const linesByLemma = () => {
    if (lineLemmas) return lineLemmas;
    lineLemmas = [];
    let start = 0;
    for (const line of resumeText.split('\n')) {
      lineLemmas.push({ start, end: start + line.length, lemmas: new Set() });
      start += line.length + 1;
    }
    let li = 0;
    for (const t of resumeLemmas()) {
      while (li < lineLemmas.length - 1 && t.start > lineLemmas[li]!.end) li += 1;
      lineLemmas[li]!.lemmas.add(t.lemma);
    }
    return lineLemmas;
  };
  const elsewhere = (term: JobTerm): ResumeEvidence | null => {
    for (const name of impliedBy[term.id] ?? []) {
      const hit = byName.get(name)?.find((h) => !h.evidenceOnly);
      if (hit)
        return {
          line: lineAt(resumeText, hit.start, hit.end),
          section: sectionAt(split, hit.start),
          how: `${hit.matched} implies ${term.keyword}`,
        };
    }
    const words = term.phraseLemmas ?? lemmatize(term.keyword).map((t) => t.lemma);
    const wanted = words.filter((w) => !filler.has(w) && w.length > 1);
    if (wanted.length < 2) return null;
    const line = linesByLemma().find((l) => wanted.every((w) => l.lemmas.has(w)));
    if (!line) return null;
    return {
      line: lineAt(resumeText, line.start, line.end),
      section: sectionAt(split, line.start),
      how: `its words (${wanted.join(', ')}) are in this line`,
    };
  };
  const matches: TermMatch[] = job.terms.map((term) => {
    let spans: { start: number; end: number; matched: string; evidenceOnly: boolean }[] = [];
    if (term.phraseLemmas) {
      const seq = term.phraseLemmas;
      const lemmaTokens = resumeLemmas();
      spans = findLemmas(lemmaTokens, seq).map((i) => {
        const first = lemmaTokens[i]!;
        const last = lemmaTokens[i + seq.length - 1]!;
        return {
          start: first.start,
          end: last.end,
          matched: resumeText.slice(first.start, last.end),
          evidenceOnly: false,
        };
      });
    } else {
      // A direct mention beats evidence ("Leadership" over "led").
      spans = [...(byName.get(term.id) ?? [])].sort(
        (a, b) => Number(a.evidenceOnly) - Number(b.evidenceOnly),
      );
      // The posting's own words, where a longer name took them in the resume ("Java" inside "Java EE").
      if (!spans.some((s) => !s.evidenceOnly)) {
        for (const form of term.forms) {
          for (const i of findSequence(tokens, form)) {
            const first = tokens[i]!;
            const last = tokens[i + form.length - 1]!;
            spans.unshift({
              start: first.start,
              end: last.end,
              matched: resumeText.slice(first.start, last.end),
              evidenceOnly: false,
            });
          }
          if (spans.length) break;
        }
      }
    }
    if (!spans.length) return { term, matched: null, elsewhere: elsewhere(term) };
    const first = spans[0]!;
    const foundIn = [...new Set(spans.map((s) => sectionAt(split, s.start)))];
    return {
      term,
      elsewhere: null,
      matched: {
        keyword: term.keyword,
        category: term.category,
        importance: term.importance,
        found_in: foundIn,
        matched_as: first.matched,
        evidence: snippet(resumeText, first.start, first.end),
        line: lineAt(resumeText, first.start, first.end),
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
    title = {
      title: job.title,
      credit,
      found_in: [...new Set(at.map((i) => sectionAt(split, tokens[i]!.start)))],
    };
  }
  return { matches, title };
}

/** Missing terms, most important first (required before preferred, heavier first). */
export function missingTerms(matches: TermMatch[]): MissingKeyword[] {
  return matches
    .filter((m) => !m.matched)
    .sort(
      (a, b) =>
        Number(b.term.importance === 'required') - Number(a.term.importance === 'required') ||
        b.term.weight - a.term.weight,
    )
    .map(({ term, elsewhere }) => {
      const source = term.sources[0];
      return {
        keyword: term.keyword,
        category: term.category,
        importance: term.importance,
        ...(source ? { source: { section: source.section, sentence: source.sentence } } : {}),
        ...(elsewhere ? { in_resume: elsewhere } : {}),
      };
    });
}
