import 'server-only';
import type { ClaimKind } from '@/lib/tailoring/grounding';
import { findTerms, tokenize } from '../ai/job-terms/find-terms';
import type { VocabularyTerm } from '../ai/lexicon/skills-vocabulary';
import { wordList } from '../ai/lexicon/word-lists';
import { readNumbers, type NumberMention } from './read-numbers';

/** A claim found in a text, before grounding: what kind, where, and what to look for. */
export type ExtractedClaim = {
  kind: ClaimKind;
  text: string;
  start: number;
  end: number;
  /** skill, degree: the vocabulary term ("JS" and "JavaScript" are one term). */
  term?: VocabularyTerm;
  /** degree: the field's words ("Computer Science"), normalised. */
  field?: string[];
  /** number, date: the number. */
  number?: NumberMention;
  /** employer, title: the normalised words that name it (suffixes and seniority left out). */
  words?: string[];
};

const checkedCategories = new Set(['hard_skill', 'tool', 'certification', 'degree']);
const months =
  'Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?';
const monthWord = new RegExp(`^(?:${months})$`, 'i');
const monthYear = new RegExp(`\\b(?:${months})\\.?\\s+((?:19|20)\\d\\d)\\b`, 'g');
const capital = "[\\p{Lu}][\\p{L}\\p{N}&.'’+-]*";
// "at Acme Corp", "joined Globex", "with Initech": a capitalised name after a preposition of employment.
const employerPattern = new RegExp(
  `\\b(?:[Aa]t|[Ww]ith|[Ff]or|[Jj]oined|[Ff]rom|[Ii]nside)\\s+(${capital}(?:\\s+(?:(?:of|and|&|de|the)\\s+)?${capital}){0,4})`,
  'gu',
);
const roleNouns = wordList('role-nouns');
const roleAlternation = roleNouns.join('|');
const capitalisedTitle = new RegExp(
  `(?:${capital}\\s+){0,4}(?:${roleNouns.map((n) => n[0]!.toUpperCase() + n.slice(1)).join('|')})s?\\b`,
  'gu',
);
const lowercaseTitle = new RegExp(
  `\\bas an?\\s+((?:[a-z][\\w+#/.-]*\\s+){0,3}(?:${roleAlternation}))\\b`,
  'g',
);
const degreeField =
  /^\s*(?:degree\s+)?(?:of\s+(?:Science|Arts|Engineering|Business Administration|Fine Arts|Laws)\s+)?(?:degree\s+)?in\s+((?:[\p{Lu}][\p{L}&-]*)(?:\s+(?:(?:and|&|of)\s+)?[\p{Lu}][\p{L}&-]*){0,4})/u;
const notNames = new Set([
  'i',
  'my',
  'our',
  'your',
  'this',
  'that',
  'these',
  'those',
  'dear',
  'sincerely',
  'regards',
  'thank',
  'thanks',
  'best',
  'kind',
  'hiring',
  'it',
  'we',
  'you',
  'me',
  'them',
  'both',
  'each',
  'every',
  'all',
]);
const companySuffix = new Set([
  'inc',
  'llc',
  'ltd',
  'limited',
  'corp',
  'corporation',
  'co',
  'gmbh',
  'plc',
  'sa',
  'ag',
  'company',
  'group',
  'the',
]);
const seniority = new Set<string>([...wordList('seniority-words'), 'a', 'an', 'the']);

/** The words that name a company, without legal suffixes ("Acme Corp." → ["acme"]). */
export function companyWords(name: string): string[] {
  return tokenize(name)
    .map((t) => t.norm.replace(/\.$/, ''))
    .filter((w) => !companySuffix.has(w));
}

/** The words that name a role, without seniority ("Senior Data Engineer" → ["data", "engineer"]). */
export function titleWords(title: string): string[] {
  return tokenize(title)
    .map((t) => t.norm)
    .filter((w) => !seniority.has(w) && !monthWord.test(w));
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

/**
 * The checkable claims in a text: skills, tools and certifications (the curated vocabulary, so
 * "JS" is JavaScript), degrees with their field, numbers (percentages, money, counts), dates,
 * employers (a capitalised name after "at", "with", "joined"…) and job titles (a phrase ending in
 * a role noun). Soft skills are not claims: "collaborative" cannot be checked against a resume.
 */
export function extractClaims(text: string): ExtractedClaim[] {
  const claims: ExtractedClaim[] = [];
  const tokens = tokenize(text);
  for (const hit of findTerms(text, tokens)) {
    if (hit.evidenceOnly || !checkedCategories.has(hit.term.category)) continue;
    if (hit.term.category === 'degree') {
      const field = degreeField.exec(text.slice(hit.end));
      const end = field ? hit.end + field.index + field[0].length : hit.end;
      claims.push({
        kind: 'degree',
        text: text.slice(hit.start, end),
        start: hit.start,
        end,
        term: hit.term,
        field: field ? companyWords(field[1]!).filter((w) => !['and', 'of', '&'].includes(w)) : [],
      });
    } else {
      claims.push({
        kind: 'skill',
        text: hit.matched,
        start: hit.start,
        end: hit.end,
        term: hit.term,
      });
    }
  }
  const dates: ExtractedClaim[] = [];
  for (const m of text.matchAll(monthYear)) {
    const year = Number(m[1]);
    dates.push({
      kind: 'date',
      text: m[0],
      start: m.index,
      end: m.index + m[0].length,
      number: {
        value: year,
        percent: false,
        money: false,
        year: true,
        start: m.index,
        end: m.index + m[0].length,
        text: m[0],
      },
    });
  }
  for (const n of readNumbers(text)) {
    if (dates.some((d) => overlaps(d, n)) || claims.some((c) => overlaps(c, n))) continue;
    claims.push({
      kind: n.year ? 'date' : 'number',
      text: n.text,
      start: n.start,
      end: n.end,
      number: n,
    });
  }
  claims.push(...dates);
  const titles: ExtractedClaim[] = [];
  for (const m of text.matchAll(capitalisedTitle)) {
    // "As Data Engineer", "Dear Hiring Manager": the leading words are not part of the title.
    const lead =
      /^(?:(?:As|At|In|For|With|My|Our|Your|The|A|An|Dear|Hiring|I|As a|As an)\s+)+/.exec(
        m[0],
      )?.[0] ?? '';
    const written = m[0].slice(lead.length);
    const words = titleWords(written);
    if (/\bhiring\b/i.test(m[0]) || !words.length || written.split(/\s+/).length < 2) continue;
    titles.push({
      kind: 'title',
      text: written,
      start: m.index + lead.length,
      end: m.index + m[0].length,
      words,
    });
  }
  for (const m of text.matchAll(lowercaseTitle)) {
    const start = m.index + m[0].length - m[1]!.length;
    const claim: ExtractedClaim = {
      kind: 'title',
      text: m[1]!,
      start,
      end: start + m[1]!.length,
      words: titleWords(m[1]!),
    };
    if (claim.words!.length >= 2 && !titles.some((t) => overlaps(t, claim))) titles.push(claim);
  }
  claims.push(...titles);
  for (const m of text.matchAll(employerPattern)) {
    const name = m[1]!.replace(/[.’']+$/, '');
    const start = m.index + m[0].length - m[1]!.length;
    const claim: ExtractedClaim = {
      kind: 'employer',
      text: name,
      start,
      end: start + name.length,
      words: companyWords(name),
    };
    const first = tokenize(name)[0]?.norm ?? '';
    if (
      !claim.words!.length ||
      notNames.has(first) ||
      new RegExp(`^(?:${months})$`, 'i').test(name)
    )
      continue;
    if (claims.some((c) => overlaps(c, claim))) continue;
    claims.push(claim);
  }
  return claims.sort((a, b) => a.start - b.start);
}
