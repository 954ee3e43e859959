// The parts of an entry's head line ("Role | Company | Place | dates", "Role at Company, City
// (2019–2021)") and their features for the span labeller: a line of several fields is cut at its
// cells, separators and date range, and each piece is labelled role, org, date, location, degree,
// institution or other (ADR 235).
import { dateRangePattern } from '@/server/ai/lexicon/date-patterns';
import { roleNounPattern } from '@/server/ai/lexicon/word-lists';
import type { LayoutLine } from '@/server/ai/resume-reading/layout-line';
import { locationOnly, splitParts } from '@/server/ai/resume-reading/resume-line-patterns';

export const spanLabels = [
  'role',
  'org',
  'date',
  'location',
  'degree',
  'institution',
  'other',
] as const;
export type SpanLabel = (typeof spanLabels)[number];

const schoolWords =
  /\b(universit\p{L}*|college|institut\p{L}*|school|école|ecole|hochschule|politecni\p{L}*|academy|akademie|lycée|polytechnic|faculty|fakultät|faculdade|facultad|scuola|escuela|escola|conservatoire)\b/iu;
const orgWords =
  /\b(inc|ltd|llc|gmbh|ag|s\.?a\.?|plc|group|bank|corp(oration)?|labs?|lab(or)?atory|centre|center|company|services|consulting|technologies|systems|department|dept|foundation|agency|studio|ministry|hospital|council)\b/iu;
const degreeWords =
  /\b(bachelor\p{L}*|master\p{L}*|b\.? ?sc|m\.? ?sc|bsc|msc|b\.?a\.?|m\.?a\.?|b\.?s\.?|m\.?s\.?|ph\.? ?d|mba|m\.?eng|b\.?eng|diplom\p{L}*|licence|laurea|grado|mestrado|bacharelado|licenciatura|doctorat|doctorado|dottorato|doutorado|abitur|máster|dut|bts|diploma|degree|hons)\b/iu;
const sinceWords = /^(since|seit|depuis|desde|dal|sinds)\b/i;
const yearPattern = /\b(19|20)\d{2}\b/;
/** "Role at Company" in the languages the generator writes: the word between two parts. */
const atWords = /\s+(?:at|@|bei|chez|presso|bij)\s+(?=\p{Lu})/u;

export type Span = { text: string; cell: number };

/** "King's College London, UK" → the organisation and its place; a place alone stays whole. */
const commaParts = (part: string) =>
  locationOnly.test(part.trim()) ? [part] : part.split(/,\s+(?![^(]*\))/);

/** The parts of a head line: its cells cut at separators, "at"-words and its date range. */
export function headSpans(line: LayoutLine): Span[] {
  const out: Span[] = [];
  line.cells.forEach((cell, c) => {
    let text = cell.replace(/\s+/g, ' ').trim();
    const range = dateRangePattern.exec(text);
    const pieces: string[] = [];
    if (range) {
      const before = text.slice(0, range.index);
      let after = text.slice(range.index + range[0].length);
      let date = range[0];
      // "Since Mar 2017", "(2019 – 2021)": the words and brackets around the range stay with it.
      const since = /(since|seit|depuis|desde|dal|sinds)\s*$/i.exec(before);
      const head = since ? before.slice(0, since.index) : before;
      if (since) date = `${since[0]}${date}`;
      if (/^\s*\)/.test(after) && /\(\s*$/.test(head)) after = after.replace(/^\s*\)/, '');
      pieces.push(head.replace(/\(\s*$/, ''), `\u0000${date}`, after);
    } else pieces.push(text);
    for (const piece of pieces) {
      if (piece.startsWith('\u0000')) {
        out.push({ text: piece.slice(1).trim(), cell: c });
        continue;
      }
      for (const part of splitParts(piece.trim()))
        for (const bit of part.split(atWords).flatMap(commaParts)) {
          text = bit.replace(/^[\s,;:|–—-]+|[\s,;:|–—-]+$/g, '').trim();
          if (/[\p{L}\p{N}]/u.test(text)) out.push({ text, cell: c });
        }
    }
  });
  return out;
}

const bucket = (v: number, edges: number[]) => {
  let i = 0;
  while (i < edges.length && v >= edges[i]!) i++;
  return i;
};

function ownFeatures(s: string): string[] {
  const words = s.split(/\s+/).filter(Boolean);
  const f: string[] = [`words:${bucket(words.length, [2, 3, 4, 6, 9])}`];
  const range = dateRangePattern.exec(s);
  if (range) f.push(range[0].length >= s.length - 3 ? 'date-only' : 'date-range');
  else if (yearPattern.test(s))
    f.push(s.replace(/[^\p{L}]/gu, '').length <= 10 ? 'year-only' : 'year');
  if (sinceWords.test(s)) f.push('since');
  if (roleNounPattern.test(s)) f.push('role-noun');
  if (schoolWords.test(s)) f.push('school-word');
  if (orgWords.test(s)) f.push('org-word');
  if (degreeWords.test(s)) f.push('degree-word');
  if (locationOnly.test(s)) f.push('location');
  if (/^(remote|hybrid|home office|télétravail)$/i.test(s)) f.push('remote');
  if (/,/.test(s)) f.push('comma');
  if (/\bin\b|\ben\b|\bof\b|\bin\b|\bde\b|\bdi\b|\bem\b/i.test(s)) f.push('in-of');
  if (/[()]/.test(s)) f.push('paren');
  if (/^\p{Lu}[\p{L}'’.-]*$/u.test(words[0] ?? '')) f.push('cap-start');
  const letters = s.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 2 && letters === letters.toUpperCase()) f.push('caps');
  if (/\d/.test(s) && !range && !yearPattern.test(s)) f.push('digits');
  if (s.length > 50) f.push('long');
  return f;
}

const neighbourKeys =
  /^(date-only|date-range|year-only|role-noun|school-word|org-word|degree-word|location|remote)$/;

/**
 * Features of every span of a head line: its own words, where it sits (first, last, cell), its
 * neighbours' kinds, the line's layout and the section it is in (experience or education).
 */
export function spanFeatures(spans: Span[], line: LayoutLine, section: string): string[][] {
  const own = spans.map((s) => ownFeatures(s.text));
  const lineF = [
    `sec:${section}`,
    ...(line.bold ? ['line-bold'] : []),
    `line-kind:${line.kind}`,
    `nspans:${Math.min(spans.length, 4)}`,
  ];
  return spans.map((s, i) => {
    const f = ['bias', ...own[i]!, ...lineF, `pos:${Math.min(i, 3)}`];
    if (i === spans.length - 1) f.push('last');
    if (s.cell > 0) f.push('later-cell');
    if (spans.length === 1) f.push('alone');
    for (const [side, j] of [
      ['p', i - 1],
      ['n', i + 1],
    ] as const) {
      const o = own[j];
      if (!o) f.push(`${side}:none`);
      else for (const name of o) if (neighbourKeys.test(name)) f.push(`${side}:${name}`);
    }
    return f;
  });
}
