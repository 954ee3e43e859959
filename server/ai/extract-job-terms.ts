import 'server-only';
import type { ItemCustomEntity } from 'wink-nlp';
import type { KeywordCategory, KeywordImportance } from '@/lib/resume/analysis-schema';
import { findTerms, tokenize } from './find-terms';
import { englishNlp, entityLemmas } from './nlp';

/** A term the posting asks for, how much it matters, and the tokens to look for in a resume. */
export type JobTerm = {
  keyword: string;
  category: KeywordCategory;
  importance: KeywordImportance;
  weight: number;
  /** For noun phrases: their lemmas, matched against the resume's lemmas ("managed teams" = "managing teams"). */
  phraseLemmas: string[] | null;
};

export type JobTerms = { title: string | null; terms: JobTerm[] };

type Context = 'required' | 'preferred' | 'duties' | 'intro' | 'ignore';

// Headings are matched whole; the longer phrases also as the start of a short heading line
// ("What we are looking for in you", "What we offer you").
const headingContexts: [Context, RegExp][] = [
  ['preferred', /^(nice[ -]to[ -]haves?|preferred( qualifications| skills| experience| requirements)?|bonus( points)?|pluses|plus|desired( skills| qualifications)?|good to have|extra credit|ideally|even better|additional (qualifications|skills))$/],
  ['required', /^(requirements|required( qualifications| skills| experience)?|(minimum|basic|key|essential) (qualifications|requirements|skills)|qualifications|must[ -]haves?|who you are|you have|about you|(your )?skills( and experience| & experience)?|experience|your profile|you should have|skills and qualifications|job requirements)$/],
  ['duties', /^((key |main |your )?responsibilities|the role|your role|duties|day[ -]to[ -]day|about the (role|job|position)|job description|role overview|the opportunity|your impact|the job)$/],
  ['ignore', /^(benefits|perks( (and|&) benefits)?|compensation( and benefits)?|salary( range)?|pay( range)?|about us|about the company|about [a-z0-9 .&]+|who we are|equal (opportunity|employment)( employer)?|our values|why join us|why work with us|how to apply|location|eeo statement|our commitment|life at [a-z0-9 .&]+)$/],
];

const headingPrefixes: [Context, RegExp][] = [
  ['preferred', /^(nice to have|bonus if|it would be great|what would make you stand out|preferred qualifications|you might also have)/],
  ['required', /^(what you('ll| will)? (need|bring)|what we('re| are) looking for|what you have|who you are|minimum qualifications|basic qualifications|requirements for)/],
  ['duties', /^(what you('ll| will) do|what you will be doing|what your day|a day in the life|in this role|responsibilities)/],
  ['ignore', /^(what we offer|benefits|perks|why you('ll| will) love|about the team at|our (benefits|perks)|equal opportunity)/],
];

const contextFactor: Record<Context, number> = { required: 1, preferred: 1, duties: 0.8, intro: 0.8, ignore: 0 };
const categoryWeight: Record<KeywordCategory, number> = {
  hard_skill: 1,
  tool: 1,
  certification: 1,
  degree: 0.6,
  job_title: 1,
  soft_skill: 0.4,
  phrase: 0.5,
};

const preferredMarker = /\b(preferred|preference|a (strong |big |huge )?plus|nice to have|bonus|ideally|desirable|would be great|not required|optional)\b/i;
const requiredMarker = /\b(required|must|need to have|essential|mandatory)\b/i;

const roleNouns = /\b(engineer|developer|manager|designer|analyst|scientist|architect|accountant|coordinator|specialist|administrator|consultant|director|lead|intern|technician|officer|assistant|representative|associate|executive|recruiter|writer|editor|strategist|marketer|programmer|tester|sre|devops|bookkeeper|clerk|nurse|teacher|owner|head)\b/i;

function cleanHeading(line: string): string {
  return line
    .replace(/^[\s•#*\-–—|]+|[\s:•\-–—|]+$/g, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

function contextOf(heading: string): Context | null {
  for (const [context, pattern] of headingContexts) if (pattern.test(heading)) return context;
  // A long line, or one naming skills, is content even if it starts like a heading.
  if (heading.split(' ').length > 8 || findTerms(heading).some((h) => !h.evidenceOnly)) return null;
  for (const [context, pattern] of headingPrefixes) if (pattern.test(heading)) return context;
  return null;
}

/** Splits the posting into [context, text] pieces, following its own headings (also inline "Requirements: …"). */
function pieces(jd: string): [Context, string][] {
  const out: [Context, string][] = [];
  let context: Context = 'intro';
  for (const rawLine of jd.split('\n')) {
    const line = rawLine.trim();
    if (!line) continue;
    if (line.length <= 70) {
      const found = contextOf(cleanHeading(line));
      if (found && (/[:]$/.test(line) || !/[.!?]$/.test(line))) {
        context = found;
        continue;
      }
    }
    const inline = /^([A-Za-z' &-]{3,50}):\s+(.+)$/.exec(line);
    const inlineContext = inline ? contextOf(cleanHeading(inline[1]!)) : null;
    if (inline && inlineContext) {
      // "Location: remote" or "Requirements: a, b, c" labels its own line only.
      out.push([inlineContext, inline[2]!]);
      continue;
    }
    out.push([context, line]);
  }
  return out;
}

// "X at Company", "X – Team", "X, Collaboration", "X (Remote)": the title is X.
const senioritySuffix = /(\s+(at|@|[-–—|(])\s+|,\s+|\s+\().*$/i;

/** The job title the posting names: a "Title:" line, "looking for a X", or a short first line naming a role. */
function findTitle(jd: string): string | null {
  const lines = jd
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  for (const line of lines.slice(0, 15)) {
    const labelled = /^(?:job title|title|position|role|job description|job|vacancy|opening)\s*[:\-–]\s*(.{3,100})$/i.exec(line);
    if (labelled && roleNouns.test(labelled[1]!)) return tidyTitle(labelled[1]!);
  }
  const sought = /\b(?:looking for|hiring|seeking|searching for|as)\s+(?:a|an|our)\s+((?:[A-Z][\w+#/.-]*\s+){0,4}[A-Z]?[\w+#/.-]+)/.exec(jd);
  if (sought && roleNouns.test(sought[1]!)) {
    const words = sought[1]!.split(/\s+/);
    const end = words.findLastIndex((w) => roleNouns.test(w));
    if (end >= 0) return tidyTitle(words.slice(0, end + 1).join(' '));
  }
  for (const line of lines.slice(0, 3)) {
    if (line.length <= 80 && roleNouns.test(line) && !/[.!?]$/.test(line)) return tidyTitle(line);
  }
  return null;
}

function tidyTitle(title: string): string {
  return title.replace(senioritySuffix, '').replace(/[.:;,]+$/, '').trim();
}

const genericWords = new Set([
  'experience', 'knowledge', 'familiarity', 'ability', 'skill', 'year', 'team', 'strong', 'deep', 'good', 'great', 'excellent',
  'understanding', 'work', 'role', 'company', 'opportunity', 'candidate', 'plus', 'bonus', 'level', 'time', 'way', 'part',
  'day', 'people', 'thing', 'new', 'other', 'best', 'high', 'full', 'key', 'solid', 'proven', 'track', 'record', 'background',
  'environment', 'job', 'position', 'benefit', 'salary', 'range', 'equal', 'employer', 'application', 'world', 'us', 'you',
]);

/** Multi-word noun phrases the posting repeats (≥2 times, by lemma) that the vocabulary does not cover. */
function repeatedPhrases(text: string, covered: Set<string>): Map<string, { display: string; lemmas: string[]; count: number }> {
  const nlp = englishNlp();
  const doc = nlp.readDoc(text);
  const phrases = new Map<string, { display: string; lemmas: string[]; count: number }>();
  doc.customEntities().each((entity: ItemCustomEntity) => {
    const value: string = entity.out();
    const norms = tokenize(value).map((t) => t.norm);
    if (norms.length < 2 || norms.some((n) => genericWords.has(n) || covered.has(n) || /^\d/.test(n))) return;
    const lemmas = entityLemmas(entity);
    const key = lemmas.join(' ');
    const entry = phrases.get(key) ?? { display: value.toLowerCase(), lemmas, count: 0 };
    entry.count += 1;
    phrases.set(key, entry);
  });
  for (const [key, entry] of phrases) if (entry.count < 2) phrases.delete(key);
  return phrases;
}

/**
 * The terms that matter in a job description: vocabulary skills, tools, certifications, degrees
 * and soft skills (with aliases), repeated noun phrases, and the job title, each marked required
 * or preferred from the posting's headings and wording, most important first.
 */
export function extractJobTerms(jobDescription: string): JobTerms {
  const byKey = new Map<string, JobTerm & { count: number }>();
  const coveredTokens = new Set<string>();
  const usable: string[] = [];
  for (const [context, text] of pieces(jobDescription)) {
    if (context === 'ignore') continue;
    usable.push(text);
    for (const sentence of text.split(/(?<=[.;!?])\s+/)) {
      let importance: KeywordImportance = context === 'preferred' ? 'preferred' : 'required';
      if (preferredMarker.test(sentence) && !requiredMarker.test(sentence)) importance = 'preferred';
      for (const hit of findTerms(sentence)) {
        if (hit.evidenceOnly) continue;
        for (const t of tokenize(hit.matched)) coveredTokens.add(t.norm);
        const key = hit.term.name;
        const weight = categoryWeight[hit.term.category] * contextFactor[context];
        const existing = byKey.get(key);
        if (!existing) {
          byKey.set(key, { keyword: key, category: hit.term.category, importance, weight, phraseLemmas: null, count: 1 });
          continue;
        }
        existing.count += 1;
        if (importance === 'required' && existing.importance === 'preferred') existing.importance = 'required';
        existing.weight = Math.max(existing.weight, weight);
      }
    }
  }
  const title = findTitle(jobDescription);
  for (const [key, phrase] of repeatedPhrases(usable.join('\n'), coveredTokens)) {
    if (byKey.size >= 40) break;
    if (title && title.toLowerCase().includes(phrase.display)) continue;
    byKey.set(`phrase:${key}`, {
      keyword: phrase.display,
      category: 'phrase',
      importance: 'required',
      weight: categoryWeight.phrase,
      phraseLemmas: phrase.lemmas,
      count: phrase.count,
    });
  }
  const terms = [...byKey.values()]
    .map(({ count, ...term }) => ({ ...term, weight: round(term.weight * (1 + 0.15 * Math.min(count - 1, 2))) }))
    .sort((a, b) => rank(b) - rank(a) || a.keyword.localeCompare(b.keyword));
  return { title, terms };
}

function rank(term: JobTerm): number {
  return (term.importance === 'required' ? 10 : 0) + term.weight;
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
