// Features of one layout line for the learned labeller: the rule-based reader's signals (date
// pattern, heading lexicon hit, role and organisation words, skill terms, phone) and the layout
// (indent, right alignment, capitals, bold, size against the body text, gap above, place in its
// section), plus the same for the lines before and after. Every feature is a name (binary).
import {
  allTerms,
  locationOnly,
  urlPattern,
} from '@/server/ai/resume-reading/resume-line-patterns';
import { bodySize } from '@/server/ai/resume-reading/mark-layout-headings';
import { findPhoneNumber } from '@/server/ai/resume-reading/find-phone-number';
import type { LayoutLine } from '@/server/ai/resume-reading/layout-line';
import { headingKey } from '@/server/ai/resume-reading/split-resume-sections';
import { dateRangePattern, monthPattern } from '@/server/ai/lexicon/date-patterns';
import { roleNounPattern, wordSet } from '@/server/ai/lexicon/word-lists';

const orgWords =
  /\b(university|universit[äéàa]t?|universidad|università|universidade|universiteit|college|institute|institut|school|école|hochschule|politecnico|academy|inc|ltd|llc|gmbh|ag|s\.?a\.?|group|bank|corp(oration)?|labs?|centre|center|company|services|consulting|technologies|systems)\b/iu;
const degreeWords =
  /\b(bachelor|master|b\.? ?sc|m\.? ?sc|bsc|msc|b\.?a\.?|m\.?a\.?|ph\.? ?d|mba|m\.?eng|diplom|licence|laurea|grado|mestrado|bacharelado|licenciatura|doctorat|doctorado|dottorato|doutorado|promotion|abitur|hbo|máster|dut|diploma|degree)\b/iu;
/** "Singapore, SGP", "Zurich, CH": a place and a two- or three-letter code. */
const placeWithCode = /^\p{Lu}[\p{L} .'-]+,\s*\p{Lu}{2,3}$/u;
const sinceWords = /^(since|seit|depuis|desde|dal|sinds)\b/i;
const yearPattern = /\b(19|20)\d{2}\b/;
const monthOnly = new RegExp(`${monthPattern}`, 'i');

const bucket = (v: number, edges: number[]) => {
  let i = 0;
  while (i < edges.length && v >= edges[i]!) i++;
  return i;
};

/** The text of a line as the structurer sees it. */
export const lineText = (l: LayoutLine) => l.cells.join(' | ');

/** Features of the line alone (no neighbours), as names. */
function ownFeatures(l: LayoutLine, body: number): string[] {
  const text = lineText(l);
  const plain = l.cells.join(' ');
  const words = plain.split(/\s+/).filter(Boolean);
  const letters = plain.replace(/[^\p{L}]/gu, '');
  const f: string[] = [`kind:${l.kind}`, `cells:${Math.min(l.cells.length, 3)}`];
  if (l.bold) f.push('bold');
  f.push(`size:${bucket(l.size / body, [0.9, 1.08, 1.25, 1.6, 2])}`);
  f.push(`words:${bucket(words.length, [2, 3, 4, 7, 13, 25])}`);
  if (letters.length >= 3 && letters === letters.toUpperCase() && /\p{Lu}/u.test(letters))
    f.push('caps');
  const capWords = words.filter((w) => /^\p{Lu}/u.test(w)).length;
  f.push(`titlecase:${bucket(words.length ? capWords / words.length : 0, [0.34, 0.67, 0.99])}`);
  if (/^\p{Ll}/u.test(plain)) f.push('lower-start');
  if (/[.!?]$/.test(plain)) f.push('ends-period');
  if (/:$/.test(plain)) f.push('ends-colon');
  else if (/^[^:]{2,30}:\s/.test(plain)) f.push('label-colon');
  f.push(`commas:${bucket((plain.match(/,/g) ?? []).length, [1, 2, 4])}`);
  if (/[|·•]/.test(plain)) f.push('separator');
  if (/@/.test(plain) && /\S+@\S+\.\S+/.test(plain)) f.push('email');
  if (urlPattern.test(plain)) f.push('url');
  const digits = plain.replace(/\D/g, '').length;
  if (digits >= 7) {
    if (findPhoneNumber({ lines: [plain], possible: false })) f.push('phone');
    else if (findPhoneNumber({ lines: [plain] })) f.push('phone-shape');
  }
  f.push(`digits:${bucket(digits / Math.max(1, plain.length), [0.05, 0.2, 0.4])}`);
  const range = dateRangePattern.exec(plain);
  if (range) {
    f.push('date-range');
    const rest = plain.replace(range[0], '').replace(/[^\p{L}]/gu, '');
    if (rest.length <= 3) f.push('date-only');
    if (range.index === 0) f.push('date-start');
    if (range.index + range[0].length >= plain.length - 2) f.push('date-end');
  } else if (yearPattern.test(plain)) {
    f.push(monthOnly.test(plain) ? 'month-year' : 'year');
    if (plain.replace(/[^\p{L}]/gu, '').length <= 8) f.push('year-short');
  }
  if (sinceWords.test(plain)) f.push('since');
  const key = headingKey(plain) ?? headingKey(l.cells[0] ?? '');
  if (key) f.push(`hkey:${key}`, 'hkey');
  if (roleNounPattern.test(plain)) f.push('role-noun');
  if (orgWords.test(plain)) f.push('org-word');
  if (degreeWords.test(plain)) f.push('degree-word');
  if (locationOnly.test(plain.trim())) f.push('location');
  // A cell of its own that is a place or a date ("Razer | Singapore, SGP", "Title | 2019–2020").
  const rest = l.cells.slice(1).map((c) => c.trim());
  if (rest.some((c) => locationOnly.test(c) || placeWithCode.test(c))) f.push('cell-location');
  if (rest.some((c) => dateRangePattern.test(c) && c.replace(/[^\p{L}]/gu, '').length <= 12))
    f.push('cell-date');
  if (words.length && words.length <= 12 && allTerms(plain)) f.push('all-skills');
  const first = (words[0] ?? '').toLowerCase().replace(/[^\p{L}]/gu, '');
  if (wordSet('action-verbs').has(first)) f.push('action-verb');
  if (
    words.length >= 2 &&
    words.length <= 4 &&
    !/\d/.test(plain) &&
    words.every(
      (w) =>
        /^[\p{Lu}][\p{L}'’.-]*$/u.test(w) || /^(de|van|der|den|da|di|del|le|la|el|von|zu)$/.test(w),
    )
  )
    f.push('name-like');
  if (text.length > 60) f.push('long');
  return f;
}

/** Layout facts that need the other lines: column, indent, alignment, gap, place. */
type Context = {
  body: number;
  keys: (string | null)[];
  columns: Map<number, { left: number; right: number }>;
  pageColumns: Map<number, number[]>;
  topSize: number;
};

function placeFeatures(lines: LayoutLine[], i: number, c: Context): string[] {
  const l = lines[i]!;
  const body = c.body;
  const { left, right } = c.columns.get(l.column)!;
  const width = Math.max(1, right - left);
  const f: string[] = [];
  f.push(`indent:${bucket(l.x - left, [3, 15, 40, 120])}`);
  if (right - l.right < 6 && l.x - left > width * 0.4) f.push('right-aligned');
  if (Math.abs((l.x + l.right) / 2 - (left + right) / 2) < 8 && l.x - left > 20) f.push('centred');
  f.push(`width:${bucket((l.right - l.x) / width, [0.25, 0.5, 0.8])}`);
  const pageCols = c.pageColumns.get(l.page)!;
  if (pageCols.length > 1) f.push(l.column === pageCols[0] ? 'first-column' : 'later-column');
  const prev = lines[i - 1];
  if (!prev || prev.column !== l.column) f.push('column-start');
  else f.push(`gap:${bucket((l.y - prev.y) / Math.max(1, l.size), [1.25, 1.6, 2.2, 3.2])}`);
  if (l.page === 0) f.push(`top:${bucket(i, [1, 2, 4, 8, 16])}`);
  else f.push('later-page');
  if (l.joined) f.push('joined');
  if (l.size >= c.topSize && l.size > body * 1.2 && i < 15) f.push('largest-top');
  // The section it is in by the rule-based heading lexicon, and how far below its heading.
  let k = i - 1;
  while (k >= 0 && !(c.keys[k] || lines[k]!.kind === 'heading')) k--;
  if (k < 0) f.push('sec:none', `secpos:${bucket(i, [1, 3, 6])}`);
  else {
    f.push(`sec:${c.keys[k] ?? 'unknown'}`);
    f.push(`secpos:${bucket(i - k - 1, [1, 2, 4, 8])}`);
  }
  return f;
}

/** What a neighbour contributes (prefixed with its side). */
const neighbourKeys =
  /^(kind|size|bold|caps|date-range|date-only|hkey$|words|ends-period|indent|right-aligned|name-like|email|phone|phone-shape|role-noun|org-word|degree-word|all-skills|location|cell-location|cell-date|gap)/;

/** The feature names of every line of a document, in order. */
export function documentFeatures(lines: LayoutLine[]): string[][] {
  const body = bodySize(lines);
  const columns = new Map<number, { left: number; right: number }>();
  const pageColumns = new Map<number, number[]>();
  for (const l of lines) {
    const c = columns.get(l.column);
    columns.set(l.column, {
      left: Math.min(c?.left ?? Infinity, l.x),
      right: Math.max(c?.right ?? -Infinity, l.right),
    });
    const p = pageColumns.get(l.page) ?? [];
    if (!p.includes(l.column)) p.push(l.column);
    pageColumns.set(
      l.page,
      p.sort((a, b) => a - b),
    );
  }
  const context: Context = {
    body,
    keys: lines.map((l) => headingKey(lineText(l)) ?? headingKey(l.cells[0] ?? '')),
    columns,
    pageColumns,
    topSize: Math.max(0, ...lines.slice(0, 15).map((o) => o.size)),
  };
  const own = lines.map((l, i) => [...ownFeatures(l, body), ...placeFeatures(lines, i, context)]);
  return own.map((f, i) => {
    const out = ['bias', ...f];
    for (const [side, j] of [
      ['p', i - 1],
      ['n', i + 1],
      ['pp', i - 2],
    ] as const) {
      const other = own[j];
      if (!other) out.push(`${side}:none`);
      else for (const name of other) if (neighbourKeys.test(name)) out.push(`${side}:${name}`);
    }
    return out;
  });
}
