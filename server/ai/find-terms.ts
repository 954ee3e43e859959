import 'server-only';
import { caseSensitiveForms, skillsVocabulary, type VocabularyTerm } from './skills-vocabulary';

export type Token = { raw: string; norm: string; start: number; end: number };

/** One occurrence of a vocabulary term in a text, with the words that matched. */
export type TermHit = { term: VocabularyTerm; start: number; end: number; matched: string; evidenceOnly: boolean };

type Form = { term: VocabularyTerm; raw: string[]; norm: string[]; caseSensitive: boolean; evidenceOnly: boolean };

// Words with inner dots, apostrophes, pluses and hashes stay whole (node.js, c++, c#, .net, b.s.,
// bachelor's, r&d); slashes and hyphens split, on both sides alike (ci/cd = ci cd, react-based).
const tokenPattern = /\.?[\p{L}\p{N}][\p{L}\p{N}+#]*(?:[.'’&][\p{L}\p{N}+#]+)*[+#]*/gu;

/** Lowercases and folds plurals so "APIs" meets "API" and "containers" meets "container". */
export function normalizeToken(raw: string): string {
  const lower = raw.toLowerCase().replace(/[’]/g, "'");
  if (lower.length > 4 && lower.endsWith('ies')) return `${lower.slice(0, -3)}y`;
  if (lower.length > 3 && lower.endsWith('s') && !/(ss|us|is|'s)$/.test(lower)) return lower.slice(0, -1);
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

let index: Map<string, Form[]> | undefined;

function buildIndex(): Map<string, Form[]> {
  const map = new Map<string, Form[]>();
  const add = (term: VocabularyTerm, form: string, evidenceOnly: boolean) => {
    // Ambiguous short forms count only as listed ("BS", "MS", "Go"): "be", "ms" and "go" are words.
    const exact = caseSensitiveForms.has(form) ? form : caseSensitiveForms.has(form.toUpperCase()) && form.length <= 3 ? form.toUpperCase() : null;
    const tokens = tokenize(exact ?? form);
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
  for (const term of skillsVocabulary) {
    add(term, term.name, false);
    for (const alias of term.aliases) add(term, alias, false);
    for (const form of term.evidence) add(term, form, true);
  }
  for (const list of map.values()) list.sort((a, b) => b.norm.length - a.norm.length);
  return map;
}

function formMatches(form: Form, tokens: Token[], i: number): boolean {
  if (i + form.norm.length > tokens.length) return false;
  for (let k = 0; k < form.norm.length; k++) {
    const token = tokens[i + k]!;
    if (token.norm !== form.norm[k]) return false;
    if (form.caseSensitive && token.raw !== form.raw[k] && token.raw !== form.raw[k]!.toUpperCase()) return false;
  }
  return true;
}

/** "C-suite", "R-value": a one-letter name joined by a hyphen is not the language. */
function hyphenatedLetter(form: Form, text: string, token: Token): boolean {
  return form.raw.length === 1 && form.raw[0]!.length === 1 && (text[token.end] === '-' || text[token.start - 1] === '-');
}

/**
 * Every vocabulary term in `text` (longest form wins at each position). Evidence-only forms
 * ("led" for leadership) are returned flagged, so a posting can ignore them and a resume can use them.
 */
export function findTerms(text: string, tokens: Token[] = tokenize(text)): TermHit[] {
  index ??= buildIndex();
  const hits: TermHit[] = [];
  let i = 0;
  while (i < tokens.length) {
    const candidates = index.get(tokens[i]!.norm);
    const form = candidates?.find((f) => formMatches(f, tokens, i) && !hyphenatedLetter(f, text, tokens[i]!));
    if (!form) {
      i += 1;
      continue;
    }
    const first = tokens[i]!;
    const last = tokens[i + form.norm.length - 1]!;
    hits.push({ term: form.term, start: first.start, end: last.end, matched: text.slice(first.start, last.end), evidenceOnly: form.evidenceOnly });
    i += form.norm.length;
  }
  return hits;
}
