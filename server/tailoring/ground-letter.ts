import 'server-only';
import type { Resume, ResumeEntry } from '@/lib/resume/resume-schema';
import type {
  Claim,
  GroundedSentence,
  LetterGrounding,
  ResumeLine,
} from '@/lib/tailoring/grounding';
import { findTerms, tokenize } from '../ai/job-terms/find-terms';
import type { VocabularyTerm } from '../ai/lexicon/skills-vocabulary';
import { companyWords, extractClaims, titleWords, type ExtractedClaim } from './extract-claims';
import { stopWordSet } from '../ai/lexicon/word-lists';
import { listResumeLines } from './list-resume-lines';
import { readNumbers, type NumberMention } from './read-numbers';
import { splitSentences } from './split-sentences';

// Words that carry no fact ("I", "the", "your", "role"): left out when measuring how much of a
// sentence a resume line covers.
const functionWords = stopWordSet('all');

export type GroundLetterOptions = {
  letter: string;
  resume: Resume;
  jobDescription: string;
  /** The application the letter is for: naming its company and role is not a claim about the person. */
  application?: { company?: string | null; role?: string | null };
};

type IndexedLine = {
  line: ResumeLine;
  norms: string[];
  terms: Set<VocabularyTerm>;
  numbers: NumberMention[];
};

function hasSequence(haystack: string[], needle: string[]): boolean {
  if (!needle.length) return false;
  for (let i = 0; i + needle.length <= haystack.length; i++)
    if (needle.every((w, k) => haystack[i + k] === w)) return true;
  return false;
}

// "40%" needs a percentage; "40" may be backed by "40%" or "$40" alike.
const sameNumber = (claim: NumberMention, n: NumberMention) =>
  claim.value === n.value && (!claim.percent || n.percent);

function indexLine(line: ResumeLine): IndexedLine {
  const tokens = tokenize(line.text);
  return {
    line,
    norms: tokens.map((t) => t.norm),
    terms: new Set(findTerms(line.text, tokens, { taxonomy: true }).map((h) => h.term)),
    numbers: readNumbers(line.text),
  };
}

/** The resume lines of one list entry (its head, degree, bullets), to check a degree with its field. */
function entryText(lines: IndexedLine[], at: ResumeLine): IndexedLine[] {
  return lines.filter(
    (l) => l.line.section === at.section && l.line.entry === at.entry && at.entry !== null,
  );
}

/**
 * Checks a letter claim by claim against the structured resume and the job description: a skill,
 * degree, employer or title must come from a resume line (the line is returned); a number or date
 * from the resume or the description; the application's own company and role may be named. Each
 * sentence gets the resume line that covers most of its words (or its first supported claim's line).
 */
export function groundLetter({
  letter,
  resume,
  jobDescription,
  application,
}: GroundLetterOptions): LetterGrounding {
  const lines = listResumeLines(resume).map(indexLine);
  const jdNorms = tokenize(jobDescription).map((t) => t.norm);
  const jdNumbers = readNumbers(jobDescription);
  const companies: { words: string[]; line: ResumeLine }[] = [];
  const titles: { words: string[]; line: ResumeLine }[] = [];
  for (const l of lines) {
    if (l.line.field === 'title' && l.line.section === 'header')
      titles.push({ words: titleWords(l.line.text), line: l.line });
    if (l.line.field !== 'head' || l.line.entry === null) continue;
    const entry = (resume[l.line.section] as ResumeEntry[])[l.line.entry]!;
    for (const name of [entry.company, entry.institution, entry.name])
      if (name?.trim()) companies.push({ words: companyWords(name), line: l.line });
    for (const role of [entry.role, entry.title])
      if (role?.trim()) titles.push({ words: titleWords(role), line: l.line });
  }
  const appCompany = application?.company ? companyWords(application.company) : [];
  const role = application?.role?.trim() ?? '';
  // Where the sentence names the applied-for role ("the Machine Learning Engineer position"): a skill inside it is no claim.
  const roleSpans = (text: string) =>
    role
      ? [...text.matchAll(new RegExp(role.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'))].map(
          (m) => ({ start: m.index, end: m.index + m[0].length }),
        )
      : [];
  const appRoleCore = titleWords(application?.role ?? '');

  const check = (
    c: ExtractedClaim,
    inRole: boolean,
  ): Omit<Claim, 'kind' | 'text' | 'start' | 'end'> => {
    const fromResume = (line: ResumeLine, note: string) => ({
      supported: true,
      via: 'resume' as const,
      source: line,
      note,
    });
    const fromJd = (note: string) => ({
      supported: true,
      via: 'job_description' as const,
      source: null,
      note,
    });
    const fromApp = (note: string) => ({
      supported: true,
      via: 'application' as const,
      source: null,
      note,
    });
    const unsupported = (note: string) => ({ supported: false, via: null, source: null, note });
    switch (c.kind) {
      case 'skill': {
        const words = tokenize(c.text).map((t) => t.norm);
        const hit = lines.find((l) => l.terms.has(c.term!) || hasSequence(l.norms, words));
        if (hit) return fromResume(hit.line, `${c.term!.name} is on your resume`);
        if (inRole) return fromApp(`${c.text} is part of the role you are applying for`);
        return unsupported(
          hasSequence(jdNorms, words)
            ? `${c.text} is in the job description, not on your resume`
            : `${c.text} is not on your resume`,
        );
      }
      case 'degree': {
        for (const l of lines.filter((x) => x.terms.has(c.term!))) {
          const entry = entryText(lines, l.line);
          const norms = (entry.length ? entry : [l]).flatMap((x) => x.norms);
          if (c.field!.every((w) => norms.includes(w)))
            return fromResume(l.line, `Your ${c.term!.name} is on your resume`);
        }
        return unsupported(`${c.text} is not on your resume`);
      }
      case 'number':
      case 'date': {
        const hit = lines.find((l) => l.numbers.some((n) => sameNumber(c.number!, n)));
        if (hit) return fromResume(hit.line, `${c.text} is on your resume`);
        if (jdNumbers.some((n) => sameNumber(c.number!, n)))
          return fromJd(`${c.text} is in the job description`);
        return unsupported(`${c.text} is neither on your resume nor in the job description`);
      }
      case 'employer': {
        const words = c.words!;
        const hit = companies.find(
          (x) => hasSequence(x.words, words) || hasSequence(words, x.words),
        );
        if (hit) return fromResume(hit.line, `${c.text} is on your resume`);
        const said = lines.find((l) => hasSequence(l.norms, words));
        if (said) return fromResume(said.line, `Your resume names ${c.text}`);
        if (appCompany.length && (hasSequence(appCompany, words) || hasSequence(words, appCompany)))
          return fromApp(`${c.text} is the company you are applying to`);
        if (hasSequence(jdNorms, words)) return fromJd(`${c.text} is named in the job description`);
        return unsupported(`${c.text} is not an employer on your resume`);
      }
      case 'title': {
        const words = c.words!;
        const hit = titles.find((x) => hasSequence(x.words, words));
        if (hit) return fromResume(hit.line, `${c.text} is a role on your resume`);
        const said = lines.find((l) => hasSequence(l.norms, words));
        if (said) return fromResume(said.line, `Your resume names ${c.text}`);
        if (appRoleCore.length && hasSequence(appRoleCore, words))
          return fromApp(`${c.text} is the role you are applying for`);
        if (hasSequence(jdNorms, words)) return fromJd(`${c.text} is named in the job description`);
        return unsupported(`${c.text} is not a role on your resume`);
      }
    }
  };

  const sentences: GroundedSentence[] = splitSentences(letter).map((s) => {
    const spans = roleSpans(s.text);
    const claims: Claim[] = extractClaims(s.text).map((c) => ({
      kind: c.kind,
      text: c.text,
      start: s.start + c.start,
      end: s.start + c.end,
      ...check(
        c,
        spans.some((r) => r.start <= c.start && c.end <= r.end),
      ),
    }));
    const content = [
      ...new Set(
        tokenize(s.text)
          .map((t) => t.norm)
          .filter((w) => !functionWords.has(w) && /[\p{L}\p{N}]/u.test(w)),
      ),
    ];
    let best: { line: ResumeLine; score: number } | null = null;
    if (content.length >= 3) {
      for (const l of lines) {
        const have = new Set(l.norms);
        const score = content.filter((w) => have.has(w)).length / content.length;
        if (score >= 0.5 && (!best || score > best.score)) best = { line: l.line, score };
      }
    }
    const source = best?.line ?? claims.find((c) => c.supported && c.source)?.source ?? null;
    return { text: s.text, start: s.start, end: s.end, source, claims };
  });
  const all = sentences.flatMap((s) => s.claims);
  return {
    sentences,
    claimCount: all.length,
    unsupportedCount: all.filter((c) => !c.supported).length,
    supportedShare: sentences.length
      ? sentences.filter((s) => s.source).length / sentences.length
      : 0,
  };
}
