import 'server-only';
import stackoverflowTags from '../lexicon/data/stackoverflow-tags.json';
import skillspanTrainTerms from '../lexicon/data/skillspan-train-terms.json';
import {
  caseSensitiveForms,
  skillsVocabulary,
  type VocabularyTerm,
} from '../lexicon/skills-vocabulary';

export type Token = { raw: string; norm: string; start: number; end: number };

/** One occurrence of a vocabulary term in a text, with the words that matched. */
export type TermHit = {
  term: VocabularyTerm;
  start: number;
  end: number;
  matched: string;
  evidenceOnly: boolean;
};

type Form = {
  term: VocabularyTerm;
  raw: string[];
  norm: string[];
  caseSensitive: boolean;
  evidenceOnly: boolean;
};

// Words with inner dots, apostrophes, pluses and hashes stay whole (node.js, c++, c#, .net, b.s.,
// bachelor's, r&d); slashes and hyphens split, on both sides alike (ci/cd = ci cd, react-based).
const tokenPattern = /\.?[\p{L}\p{N}][\p{L}\p{N}+#]*(?:[.'’&][\p{L}\p{N}+#]+)*[+#]*/gu;

/** Lowercases and folds plurals so "APIs" meets "API" and "containers" meets "container". */
export function normalizeToken(raw: string): string {
  const lower = raw.toLowerCase().replace(/[’]/g, "'");
  if (lower.length > 4 && lower.endsWith('ies')) return `${lower.slice(0, -3)}y`;
  if (lower.length > 3 && lower.endsWith('s') && !/(ss|us|is|'s)$/.test(lower))
    return lower.slice(0, -1);
  return lower;
}

/** Splits text into word tokens with their offsets. */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(tokenPattern)) {
    let raw = m[0];
    // A sentence-final period is not part of the word ("Python." → "Python"), but "B.S." keeps its inner dots.
    while (raw.length > 1 && /[.']$/.test(raw)) raw = raw.slice(0, -1);
    out.push({ raw, norm: normalizeToken(raw), start: m.index, end: m.index + raw.length });
  }
  return out;
}

let curatedIndex: Map<string, Form[]> | undefined;
let fullIndex: Map<string, Form[]> | undefined;

/** The words of a form as the index keys them ("Amazon-Web-Services" → "amazon web service"). */
export function formKey(form: string): string {
  if (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(form)) return form.split('-').map(normalizeToken).join(' ');
  return tokenize(form)
    .map((t) => t.norm)
    .join(' ');
}

const degreeWords = /\b(degree|bachelor|master|phd|bsc|msc|mba|diploma)/i;
const certificationWords = /\b(certifi|licen[cs]e)/i;

/**
 * The taxonomy terms beyond the curated list (server/ai/lexicon/data/README.md): Stack Overflow tag names
 * and the knowledge spans SkillSpan's experts labelled in its train split, one term per set of
 * words, each knowing which source(s) name it.
 */
function taxonomyTerms(taken: Set<string>): VocabularyTerm[] {
  const byKey = new Map<string, VocabularyTerm>();
  for (const [display, postings] of skillspanTrainTerms as [string, number][]) {
    const key = formKey(display);
    if (!key || taken.has(key)) continue;
    const existing = byKey.get(key);
    if (existing) {
      existing.trainPostings = (existing.trainPostings ?? 0) + postings;
      continue;
    }
    const category = degreeWords.test(display)
      ? 'degree'
      : certificationWords.test(display)
        ? 'certification'
        : 'hard_skill';
    byKey.set(key, {
      name: display,
      category,
      aliases: [],
      evidence: [],
      source: 'taxonomy',
      trainPostings: postings,
      stackoverflowTag: false,
    });
  }
  for (const tag of stackoverflowTags as string[]) {
    const key = formKey(tag);
    if (!key || taken.has(key)) continue;
    const existing = byKey.get(key);
    if (existing) existing.stackoverflowTag = true;
    else
      byKey.set(key, {
        name: tag,
        category: 'hard_skill',
        aliases: [],
        evidence: [],
        source: 'taxonomy',
        trainPostings: 0,
        stackoverflowTag: true,
      });
  }
  return [...byKey.values()];
}

function buildIndex(withTaxonomy: boolean): Map<string, Form[]> {
  const map = new Map<string, Form[]>();
  const add = (term: VocabularyTerm, form: string, evidenceOnly: boolean) => {
    // Ambiguous short forms count only as listed ("BS", "MS", "Go"): "be", "ms" and "go" are words.
    const exact = caseSensitiveForms.has(form)
      ? form
      : caseSensitiveForms.has(form.toUpperCase()) && form.length <= 3
        ? form.toUpperCase()
        : null;
    // Plain tags ("amazon-web-services") split on hyphens without the regex: 45k of them load faster.
    const tokens =
      !exact && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(form)
        ? form.split('-').map((raw) => ({ raw, norm: normalizeToken(raw), start: 0, end: 0 }))
        : tokenize(exact ?? form);
    if (!tokens.length) return;
    const entry: Form = {
      term,
      raw: tokens.map((t) => t.raw),
      norm: tokens.map((t) => t.norm),
      caseSensitive: exact !== null,
      evidenceOnly,
    };
    const list = map.get(entry.norm[0]!) ?? [];
    list.push(entry);
    map.set(entry.norm[0]!, list);
  };
  const taken = new Set<string>();
  for (const term of skillsVocabulary) {
    add(term, term.name, false);
    for (const alias of term.aliases) add(term, alias, false);
    for (const form of term.evidence) add(term, form, true);
    for (const form of [term.name, ...term.aliases, ...term.evidence]) taken.add(formKey(form));
  }
  if (withTaxonomy) for (const term of taxonomyTerms(taken)) add(term, term.name, false);
  for (const list of map.values()) list.sort((a, b) => b.norm.length - a.norm.length);
  return map;
}

function indexFor(withTaxonomy: boolean): Map<string, Form[]> {
  if (withTaxonomy) return (fullIndex ??= buildIndex(true));
  return (curatedIndex ??= buildIndex(false));
}

/**
 * The word sequences (normalised tokens) that name `term`: its name and aliases, leaving out the
 * ambiguous short forms that only count when written exactly ("Go", "MS").
 */
export function termForms(term: VocabularyTerm): string[][] {
  return [term.name, ...term.aliases]
    .filter((f) => !caseSensitiveForms.has(f) && !caseSensitiveForms.has(f.toUpperCase()))
    .map((f) => tokenize(f).map((t) => t.norm))
    .filter((norm) => norm.length);
}

function formMatches(form: Form, tokens: Token[], i: number): boolean {
  if (i + form.norm.length > tokens.length) return false;
  for (let k = 0; k < form.norm.length; k++) {
    const token = tokens[i + k]!;
    if (token.norm !== form.norm[k]) return false;
    if (form.caseSensitive && token.raw !== form.raw[k] && token.raw !== form.raw[k]!.toUpperCase())
      return false;
  }
  return true;
}

/** "C-suite", "R-value": a one-letter name joined by a hyphen is not the language. */
function hyphenatedLetter(form: Form, text: string, token: Token): boolean {
  return (
    form.raw.length === 1 &&
    form.raw[0]!.length === 1 &&
    (text[token.end] === '-' || text[token.start - 1] === '-')
  );
}

/**
 * Every vocabulary term in `text` (longest form wins at each position): the curated list, or with
 * `taxonomy` also the Stack Overflow tags and SkillSpan train terms. Evidence-only forms
 * ("led" for leadership) are returned flagged, so a posting can ignore them and a resume can use them.
 */
export function findTerms(
  text: string,
  tokens: Token[] = tokenize(text),
  { taxonomy = false }: { taxonomy?: boolean } = {},
): TermHit[] {
  const index = indexFor(taxonomy);
  const hits: TermHit[] = [];
  let i = 0;
  while (i < tokens.length) {
    const candidates = index.get(tokens[i]!.norm);
    const form = candidates?.find(
      (f) => formMatches(f, tokens, i) && !hyphenatedLetter(f, text, tokens[i]!),
    );
    if (!form) {
      i += 1;
      continue;
    }
    const first = tokens[i]!;
    const last = tokens[i + form.norm.length - 1]!;
    hits.push({
      term: form.term,
      start: first.start,
      end: last.end,
      matched: text.slice(first.start, last.end),
      evidenceOnly: form.evidenceOnly,
    });
    i += form.norm.length;
  }
  return hits;
}
