import 'server-only';
import type { ItemCustomEntity } from 'wink-nlp';
import type { KeywordCategory, KeywordImportance } from '@/lib/resume/analysis-schema';
import { findTerms, termForms, tokenize } from './find-terms';
import phraseHeads from '../lexicon/data/skillspan-train-phrase-heads.json';
import rarelyLabelled from '../lexicon/data/skillspan-train-unlabelled.json';
import type { VocabularyTerm } from '../lexicon/skills-vocabulary';
import { entityLemmas, isEnglishWord, readDocOnce } from './nlp';
import { splitJobSections, type Context, type Piece } from './split-job-sections';
import { splitNameList } from './split-name-list';
import { tagSkillSpans } from './tag-skill-spans';
import { roleNounPattern, wordSet } from '../lexicon/word-lists';

/** Where in the posting a term was read: the heading it sat under (null before any) and the sentence. */
export type TermSource = { section: string | null; sentence: string; matched: string };

/** A term the posting asks for, how much it matters, where it was read, and the tokens to look for in a resume. */
export type JobTerm = {
  /** The vocabulary name (or `phrase:<lemmas>`), the key resume matching uses. */
  id: string;
  keyword: string;
  category: KeywordCategory;
  importance: KeywordImportance;
  weight: number;
  /** For noun phrases: their lemmas, matched against the resume's lemmas ("managed teams" = "managing teams"). */
  phraseLemmas: string[] | null;
  /** Word sequences (normalised tokens) that name the term: vocabulary forms and the posting's own words. */
  forms: string[][];
  /** Every place the posting names it, in order (at most 3). */
  sources: TermSource[];
};

export type JobTerms = { title: string | null; terms: JobTerm[] };

const contextFactor: Record<Context, number> = {
  required: 1,
  preferred: 1,
  duties: 0.8,
  intro: 0.8,
  ignore: 0,
};
const categoryWeight: Record<KeywordCategory, number> = {
  hard_skill: 1,
  tool: 1,
  certification: 1,
  degree: 0.6,
  job_title: 1,
  soft_skill: 0.4,
  phrase: 0.5,
};

const preferredMarker =
  /\b(preferred|preference|a (strong |big |huge )?plus|nice to have|bonus|ideally|desirable|would be great|not required|optional)\b/i;
const requiredMarker = /\b(required|must|need to have|essential|mandatory)\b/i;

// "X at Company", "X – Team", "X, Collaboration", "X (Remote)": the title is X.
const senioritySuffix = /(\s+(at|@|[-–—|(])\s+|,\s+|\s+\().*$/i;

/** The job title the posting names: a "Title:" line, "looking for a X", or a short first line naming a role. */
function findTitle(jd: string): string | null {
  const lines = jd
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  for (const line of lines.slice(0, 15)) {
    const labelled =
      /^(?:job title|title|position|role|job description|job|vacancy|opening)\s*[:\-–]\s*(.{3,100})$/i.exec(
        line,
      );
    if (labelled && roleNounPattern.test(labelled[1]!)) return tidyTitle(labelled[1]!);
  }
  const sought =
    /\b(?:looking for|hiring|seeking|searching for|as)\s+(?:a|an|our)\s+((?:[A-Z][\w+#/.-]*\s+){0,4}[A-Z]?[\w+#/.-]+)/.exec(
      jd,
    );
  if (sought && roleNounPattern.test(sought[1]!)) {
    const words = sought[1]!.split(/\s+/);
    const end = words.findLastIndex((w) => roleNounPattern.test(w));
    if (end >= 0) return tidyTitle(words.slice(0, end + 1).join(' '));
  }
  for (const line of lines.slice(0, 3)) {
    if (line.length <= 80 && roleNounPattern.test(line) && !/[.!?]$/.test(line))
      return tidyTitle(line);
  }
  return null;
}

function tidyTitle(title: string): string {
  return title
    .replace(senioritySuffix, '')
    .replace(/[.:;,]+$/, '')
    .trim();
}

type Found = JobTerm & { count: number };

// The span tagger (tag-skill-spans.ts) reads each word's margin of "part of a knowledge span" over
// "outside". A taxonomy hit or noun phrase none of whose words comes within this margin is not
// reported (tuned on 2-fold cross-validation of SkillSpan train, ADR 102). Tagger spans are
// reported when the tagger tags them (margin > 0), up to `spanMaxWords` words.
const hitVetoBelow = -70;
const phraseVetoBelow = -70;
const spanMaxWords = 4;
/** Words that start a tail after a term in a tagged span ("Kubernetes in production"). */
const genericJobWords = wordSet('generic-job-words');
const TAIL_WORDS = new Set(['in', 'on', 'for', 'with', 'at', 'within', 'across']);

const maxSources = 3;

/** The sentence around a match, at most ~240 characters, so a person can find it in the posting. */
function sentenceAround(sentence: string, start: number, end: number): string {
  if (sentence.length <= 240) return sentence.replace(/^[\s•*\-–—·]+/, '');
  const from = Math.max(0, start - 110);
  const to = Math.min(sentence.length, end + 110);
  return `${from > 0 ? '…' : ''}${sentence.slice(from, to).trim()}${to < sentence.length ? '…' : ''}`;
}

/**
 * Whether a taxonomy hit (a Stack Overflow tag or SkillSpan train term, not a curated term) reads
 * as a skill where the posting wrote it. Tags include plain words ("design", "security", "time"):
 * those count only when written as a name (capitalised mid-sentence), in a tag list, or when
 * experts labelled them in several train postings.
 */
const unlabelled = new Set(rarelyLabelled as string[]);
const knowledgeHeads = new Set(phraseHeads as string[]);

function taxonomyHitCounts(
  term: VocabularyTerm,
  matched: string,
  sentenceStart: boolean,
  list: boolean,
  text: string,
  start: number,
): boolean {
  // "<ORGANIZATION>": a placeholder, not a name.
  if (text[start - 1] === '<') return false;
  if (unlabelled.has(term.name) && !list) return false;
  if (list) return true;
  if (/\s/.test(matched)) return true;
  if (/[^\p{L}]/u.test(matched)) return matched.length > 2;
  const seenInTrain = (term.trainPostings ?? 0) >= 1;
  // "San Francisco, CA": a state or country code after a place name is no skill.
  if (
    matched.length <= 3 &&
    matched === matched.toUpperCase() &&
    /\p{Lu}\p{L}+,\s*$/u.test(text.slice(0, start))
  )
    return seenInTrain;
  if (/\p{Lu}/u.test(matched.slice(1))) return true;
  // "San Francisco": a capitalised English word inside a longer name is part of that name, unless experts labelled it.
  if (/^\p{Lu}/u.test(matched) && !sentenceStart) {
    const inName =
      /^\s+\p{Lu}/u.test(text.slice(start + matched.length)) ||
      /\p{Lu}[\p{L}.]*\s+$/u.test(text.slice(0, start));
    return matched.length > 2 && (seenInTrain || !inName || !isEnglishWord(matched));
  }
  if (matched.length <= 2) return false;
  if ((term.trainPostings ?? 0) >= 2) return true;
  // A tag that is no English word ("kafka", "terraform") is a name, unless it starts a longer name
  // ("Northwind Logistics", a company).
  return (
    term.stackoverflowTag === true &&
    !isEnglishWord(matched) &&
    !/^\s+\p{Lu}/u.test(text.slice(start + matched.length))
  );
}

function addTerm(
  byKey: Map<string, Found>,
  key: string,
  make: () => Omit<JobTerm, 'importance' | 'weight' | 'sources'>,
  {
    importance,
    weight,
    source,
  }: { importance: KeywordImportance; weight: number; source: TermSource },
) {
  const existing = byKey.get(key);
  const surface = tokenize(source.matched).map((t) => t.norm);
  if (!existing) {
    const base = make();
    const forms = [...base.forms];
    if (surface.length && !forms.some((f) => f.join(' ') === surface.join(' ')))
      forms.push(surface);
    byKey.set(key, { ...base, forms, importance, weight, sources: [source], count: 1 });
    return;
  }
  existing.count += 1;
  if (importance === 'required' && existing.importance === 'preferred')
    existing.importance = 'required';
  existing.weight = Math.max(existing.weight, weight);
  if (existing.sources.length < maxSources) existing.sources.push(source);
  if (surface.length && !existing.forms.some((f) => f.join(' ') === surface.join(' ')))
    existing.forms.push(surface);
}

/** The sentence of `text` around offset `at`, and where it starts. */
function sentenceOf(text: string, at: number): { text: string; start: number } {
  let start = 0;
  for (const part of text.split(/(?<=[.;!?])\s+/)) {
    const from = text.indexOf(part, start);
    if (at < from + part.length) return { text: part, start: from };
    start = from + part.length;
  }
  return { text, start: 0 };
}

/** The tagger's best word margin inside any occurrence of `display` (lowercase) in the pieces; +∞ when none is found. */
function phraseMargin(
  usable: Piece[],
  words: { start: number; end: number; margin: number }[][],
  display: string,
): number {
  let best = -Infinity;
  let found = false;
  usable.forEach((piece, pi) => {
    const lower = piece.text.toLowerCase();
    for (let at = lower.indexOf(display); at >= 0; at = lower.indexOf(display, at + 1)) {
      for (const w of words[pi]!) {
        if (w.start < at || w.end > at + display.length) continue;
        found = true;
        best = Math.max(best, w.margin);
      }
    }
  });
  return found ? best : Infinity;
}

/** Multi-word noun phrases of a piece of the posting (wink-nlp chunks), by lemma, that the vocabulary does not cover. */
function nounPhrases(text: string, covered: Set<string>): { display: string; lemmas: string[] }[] {
  const out: { display: string; lemmas: string[] }[] = [];
  readDocOnce(text)
    .customEntities()
    .each((entity: ItemCustomEntity) => {
      const value: string = entity.out();
      const norms = tokenize(value).map((t) => t.norm);
      if (
        /[<>]/.test(value) ||
        norms.length < 2 ||
        norms.some((n) => genericJobWords.has(n) || covered.has(n) || /^\d/.test(n))
      )
        return;
      out.push({ display: value.toLowerCase(), lemmas: entityLemmas(entity) });
    });
  return out;
}

/**
 * The terms that matter in a job description: curated skills, tools, certifications, degrees and
 * soft skills (with aliases), Stack Overflow tags and expert-labelled SkillSpan terms, knowledge
 * spans the span tagger reads (tag-skill-spans.ts, which also vetoes taxonomy hits and noun phrases
 * it scores far outside a span), noun phrases the posting repeats, and the job title; each marked
 * required or preferred from the posting's headings and wording, with where the posting names it,
 * most important first.
 */
export function extractJobTerms(jobDescription: string): JobTerms {
  const byKey = new Map<string, Found>();
  const coveredTokens = new Set<string>();
  const usable: Piece[] = splitJobSections(jobDescription).filter((p) => p.context !== 'ignore');
  const hits = usable.map((p) => findTerms(p.text, tokenize(p.text), { taxonomy: true }));
  const tagged = tagSkillSpans(
    usable.map((p, pi) => ({ text: p.text, context: p.context, list: p.list, hits: hits[pi] })),
  );
  for (const [pi, piece] of usable.entries()) {
    const { context, section, list } = piece;
    let sentenceFrom = 0;
    for (const sentence of list ? [piece.text] : piece.text.split(/(?<=[.;!?])\s+/)) {
      const offset = piece.text.indexOf(sentence, sentenceFrom);
      sentenceFrom = offset + sentence.length;
      let importance: KeywordImportance = context === 'preferred' ? 'preferred' : 'required';
      if (preferredMarker.test(sentence) && !requiredMarker.test(sentence))
        importance = 'preferred';
      const tokens = tokenize(sentence);
      const inSentence = hits[pi]!.filter(
        (h) => h.start >= offset && h.end <= offset + sentence.length,
      );
      for (const hit of inSentence.map((h) => ({
        ...h,
        start: h.start - offset,
        end: h.end - offset,
      }))) {
        if (hit.evidenceOnly) continue;
        // Words either side of a bracket are no one name ("AWS (ECS or EKS)" is AWS, ECS, EKS).
        if (/[()[\]]/.test(hit.matched)) continue;
        const term = hit.term;
        // Curated terms experts rarely label in postings ("Collaboration", "Master's degree") stay out too, except in tag lists.
        if (term.source !== 'taxonomy' && unlabelled.has(term.name) && !list) continue;
        if (
          term.source === 'taxonomy' &&
          !taxonomyHitCounts(
            term,
            hit.matched,
            hit.start === tokens[0]?.start,
            list,
            sentence,
            hit.start,
          )
        )
          continue;
        const inside = tagged.words[pi]!.filter(
          (w) => w.start >= offset + hit.start && w.end <= offset + hit.end,
        );
        // Soft skills are no knowledge spans to SkillSpan's experts: the tagger does not judge them.
        // Under a requirements heading it does not judge curated terms or Stack Overflow names that
        // are no English word ("Rust", "rxjs" in a "Nice to have" list) either: they are asked for
        // whatever the words around them.
        const asked = context === 'required' || context === 'preferred';
        const named =
          term.source !== 'taxonomy' ||
          (term.stackoverflowTag === true && !isEnglishWord(hit.matched));
        const judged = term.category !== 'soft_skill' && !(asked && named);
        if (judged && inside.length && Math.max(...inside.map((w) => w.margin)) < hitVetoBelow)
          continue;
        for (const t of tokenize(hit.matched)) coveredTokens.add(t.norm);
        const weight = categoryWeight[term.category] * contextFactor[context];
        const source = {
          section,
          sentence: sentenceAround(sentence, hit.start, hit.end),
          matched: hit.matched,
        };
        addTerm(
          byKey,
          term.name,
          () => ({
            id: term.name,
            keyword: term.source === 'taxonomy' ? hit.matched : term.name,
            category: term.category,
            phraseLemmas: null,
            forms: termForms(term),
          }),
          { importance, weight, source },
        );
      }
    }
  }
  const title = findTitle(jobDescription);
  for (const span of tagged.spans.flatMap(splitNameList)) {
    const norms = tokenize(span.text).map((t) => t.norm);
    if (!norms.length || norms.length > spanMaxWords) continue;
    const key = norms.join(' ');
    if ([...byKey.values()].some((t) => t.forms.some((f) => f.join(' ') === key))) continue;
    // A reported term with a tail ("Kubernetes in production", "Python for data work") asks for no
    // more than the term itself.
    const tail = norms.findIndex((w) => TAIL_WORDS.has(w));
    if (
      tail > 0 &&
      [...byKey.values()].some((t) =>
        t.forms.some((f) => f.join(' ') === norms.slice(0, tail).join(' ')),
      )
    )
      continue;
    const piece = usable[span.line]!;
    const sentence = sentenceOf(piece.text, span.start);
    let importance: KeywordImportance = piece.context === 'preferred' ? 'preferred' : 'required';
    if (preferredMarker.test(sentence.text) && !requiredMarker.test(sentence.text))
      importance = 'preferred';
    const category: KeywordCategory = /\b(degree|bachelor|master|phd|diploma)/i.test(span.text)
      ? 'degree'
      : /\b(certifi|licen[cs]e)/i.test(span.text)
        ? 'certification'
        : 'hard_skill';
    addTerm(
      byKey,
      `span:${key}`,
      () => ({
        id: `span:${key}`,
        keyword: span.text,
        category,
        phraseLemmas: null,
        forms: [norms],
      }),
      {
        importance,
        weight: categoryWeight[category] * contextFactor[piece.context],
        source: {
          section: piece.section,
          sentence: sentenceAround(
            sentence.text,
            span.start - sentence.start,
            span.end - sentence.start,
          ),
          matched: span.text,
        },
      },
    );
  }
  // Noun phrases (wink-nlp chunks) are terms when their head is one experts label as knowledge
  // ("… development", "… biology"), or when the posting repeats them.
  const phrases = new Map<string, { display: string; lemmas: string[]; count: number }>();
  for (const phrase of nounPhrases(usable.map((p) => p.text).join('\n'), coveredTokens)) {
    const key = phrase.lemmas.join(' ');
    const entry = phrases.get(key) ?? { ...phrase, count: 0 };
    entry.count += 1;
    phrases.set(key, entry);
  }
  for (const [key, phrase] of phrases) {
    if (byKey.size >= 60) break;
    if (phrase.count < 2 && !knowledgeHeads.has(phrase.lemmas.at(-1)!)) continue;
    if (title && title.toLowerCase().includes(phrase.display)) continue;
    // A chunk that starts inside a word split at a slash ("A/B testing frameworks" → "b testing frameworks").
    if (/^\p{L}\s/u.test(phrase.display)) continue;
    const piece = usable.find((p) => p.text.toLowerCase().includes(phrase.display)) ?? usable[0]!;
    const at = Math.max(0, piece.text.toLowerCase().indexOf(phrase.display));
    if (phraseMargin(usable, tagged.words, phrase.display) < phraseVetoBelow) continue;
    const source = {
      section: piece.section,
      sentence: sentenceAround(piece.text, at, at + phrase.display.length),
      matched: piece.text.slice(at, at + phrase.display.length) || phrase.display,
    };
    addTerm(
      byKey,
      `phrase:${key}`,
      () => ({
        id: `phrase:${key}`,
        keyword: phrase.display,
        category: 'phrase',
        phraseLemmas: phrase.lemmas,
        forms: [],
      }),
      {
        importance: piece.context === 'preferred' ? 'preferred' : 'required',
        weight: categoryWeight.phrase * contextFactor[piece.context],
        source,
      },
    );
    byKey.get(`phrase:${key}`)!.count = phrase.count;
  }
  const terms = [...byKey.values()]
    .map(({ count, ...term }) => ({
      ...term,
      weight: round(term.weight * (1 + 0.15 * Math.min(count - 1, 2))),
    }))
    .sort((a, b) => rank(b) - rank(a) || a.keyword.localeCompare(b.keyword));
  return { title, terms };
}

function rank(term: JobTerm): number {
  return (term.importance === 'required' ? 10 : 0) + term.weight;
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
