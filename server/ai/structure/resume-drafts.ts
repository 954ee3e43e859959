import 'server-only';
// Entries in the rough: a section's lines grouped into drafts (a head, bullets, text) by what each line looks like.
import { findTerms } from '../job-terms/find-terms';
import { dateRangePattern, monthPattern, placeholderDatePattern } from '../lexicon/date-patterns';
import { allTerms, locationOnly, splitParts } from '../resume-reading/resume-line-patterns';
import { roleNounPattern } from '../lexicon/word-lists';
import { type ResumeSection } from '../resume-reading/split-resume-sections';

export const schoolWords =
  /\b(university|college|institute|school|academy|polytechnic|universidad|postech)\b/i;
export const degreeWords =
  /\b(bachelor|master|b\.?s\.?c?|m\.?s\.?c?|b\.?a\.?|m\.?a\.?|mba|ph\.?d|doctor|associate'?s?|diploma|degree|certificate|b\.?tech|m\.?tech|b\.?e\.?|grado)\b/i;

export type Draft = { head: string[]; bullets: string[]; text: string[] };

/** "June 2020 –" at the end of a line and "Present" on the next: one line again. */
function joinDanglingRanges(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const prev = out.at(-1);
    if (prev && /\d{4}\s*[-–—]$/.test(prev)) out[out.length - 1] = `${prev} ${line}`;
    else out.push(line);
  }
  return out;
}

/** One date at the end of a line ("… Summer 2022", "… May 2016", right-aligned) or a year at its start ("2022 Expense Tracker"). */
export const trailingDate = new RegExp(
  `(?:${placeholderDatePattern}|${monthPattern}\\s*\\d{4}|(?:spring|summer|fall|autumn|winter)\\s+\\d{4}|\\b(?:19|20)\\d{2}(?:\\s?/\\s?(?:0?[1-9]|1[0-2]))?)\\)?\\s*$|^(?:19|20)\\d{2}(?:\\s?/\\s?(?:0?[1-9]|1[0-2])(?!\\d))?\\b`,
  'i',
);
/** Page furniture a PDF leaves between lines: "1", "2/2", "Page 3 of 4". */
const pageFurniture = /^(?:page\s+)?\d{1,2}(?:\s*(?:\/|of)\s*\d{1,2})?$/i;

export function isSentenceLine(line: string): boolean {
  const words = line.split(/\s+/);
  return (
    words.length >= 5 &&
    words.filter((w) => /^[a-z]{3,}/.test(w)).length >= 2 &&
    !dateRangePattern.test(line) &&
    !/\s[|•·]\s/.test(line)
  );
}

type LineKind = 'bullet' | 'date' | 'sentence' | 'head';

/** A short achievement that lost its bullet glyph: "Moved Airflow to Kubernetes." (not "Omnious Co., Ltd."). */
const shortSentence = (line: string) =>
  (/[.!;]$/.test(line) &&
    !/\b(?:inc|ltd|co|corp|llc|jr|sr|st|dept|univ)\.$/i.test(line) &&
    line.split(/\s+/).length >= 3 &&
    /\s[a-z]{2,}\b/.test(line)) ||
  // The wrapped end of a list: "Data MongoDb, Spring Security, React, Redux, MongoDB, Junit."
  (/[.;]$/.test(line) && (line.match(/,/g)?.length ?? 0) >= 3);

function lineKind(line: string): LineKind {
  if (line.startsWith('• ')) return 'bullet';
  if (dateRangePattern.test(line)) return 'date';
  const sentence = isSentenceLine(line) || shortSentence(line);
  if (!sentence && trailingDate.test(line)) return 'date';
  return sentence ? 'sentence' : 'head';
}

/**
 * A labelled line inside a job ("Responsibilities:", "Technologies: Java, Spring", "Main project: …"):
 * part of the entry it is in, never the start of another. A bare label is dropped.
 */
const contentLabel =
  /^(?:key |main |major )?(?:responsibilities|duties|achievements|accomplishments|results|tasks(?: performed)?|technologies(?: used)?|tech(?:nology)? stack|stack|environment|tools(?: used)?|projects?|description|role description)(?: and [a-z]+)?(?: include[sd]?| included)?\s*:\s*/i;

/** A stack list or a sub-heading inside a job ("Vue, TypeScript, WebPack", "MobX, GraphQL", "Frontend:"), not a company, title or place. */
function listOrLabel(line: string): boolean {
  if (/:$/.test(line)) return true;
  if (roleNounPattern.test(line) || splitParts(line).some((p) => locationOnly.test(p)))
    return false;
  if (findTerms(line).length >= 2) return true;
  const items = line.split(/,\s*/).filter(Boolean);
  return items.length >= 2 && items.filter((item) => allTerms(item, true)).length >= 2;
}

const hasContent = (d: Draft | null): boolean => !!d && (d.bullets.length > 0 || d.text.length > 0);

/** Content lines join the entry's bullets once it has some, else its text. */
const addContent = (d: Draft, lines: string[]) =>
  (d.bullets.length ? d.bullets : d.text).push(...lines);

/**
 * Groups a list section's lines into entries. When the section has dates, each date line anchors
 * one entry, whatever the layout: header lines just before it (company, title — after the last
 * entry's bullets) and just after it (a company, URL or location line under a title) all join it;
 * "Title  Dates" then "Company  Location" is one entry, not two. Without dates, a header line
 * after bullets starts a new entry.
 */
/**
 * Items the layout marked that are no items: an entry's first line set in the item list that wraps
 * each entry ("• Google | Mountain View, CA" over "Software Engineer | Oct 2016 – Present": a name
 * and a place, then the dates) is its head; an item that starts in lower case after an unfinished item that started in upper case is
 * that item wrapped ("• Worked on the APIs for" / "• training models on TPUs.").
 */
function unmarkFalseItems(lines: string[]): string[] {
  const out: string[] = [];
  for (const [i, line] of lines.entries()) {
    const next = lines[i + 1];
    const body = line.slice(2).trim();
    const item = line.startsWith('• ');
    if (
      item &&
      next !== undefined &&
      !next.startsWith('• ') &&
      lineKind(next) === 'date' &&
      body.split(/\s+/).length <= 10 &&
      splitParts(body).some((p) => locationOnly.test(p)) &&
      !isSentenceLine(body) &&
      !shortSentence(body)
    ) {
      out.push(body);
      continue;
    }
    const before = out.at(-1);
    // A wrapped line filled its width, and goes on in words, not with a name ("nxLog", "iOS") or
    // an address.
    if (
      item &&
      /^[a-z]+\b/.test(body) &&
      !/^[a-z]+[A-Z]/.test(body) &&
      !/www\.|https?:|@|\.(?:com|org|net|io|dev)\b/i.test(body) &&
      before?.startsWith('• ') &&
      before.length >= 40 &&
      /^• [A-Z]/.test(before) &&
      !/[.;:!?]$/.test(before)
    ) {
      out[out.length - 1] = `${before} ${body}`;
      continue;
    }
    out.push(line);
  }
  return out;
}

export function drafts(section: ResumeSection): Draft[] {
  const lines = unmarkFalseItems(
    joinDanglingRanges(section.lines).filter((l) => !pageFurniture.test(l)),
  );
  const dated = lines.some((l) => lineKind(l) === 'date');
  const out: Draft[] = [];
  let cur: Draft | null = null;
  let pending: string[] = [];
  const open = (head: string[]) => {
    cur = { head, bullets: [], text: [] };
    out.push(cur);
    return cur;
  };
  /** Header-like lines followed by a bullet or a sentence, not by a date. */
  const flushPending = () => {
    if (!pending.length) return;
    const c = cur as Draft | null;
    const last = c?.bullets.at(-1) ?? c?.text.at(-1);
    const wrapped =
      dated &&
      hasContent(c) &&
      pending.length === 1 &&
      pending[0]!.split(/\s+/).length <= 3 &&
      last !== undefined &&
      !/[.!?]$/.test(last);
    if (wrapped) {
      if (c!.bullets.length) c!.bullets[c!.bullets.length - 1] += ` ${pending[0]}`;
      else c!.text[c!.text.length - 1] += ` ${pending[0]}`;
    } else if (dated && hasContent(c) && pending.every(listOrLabel)) addContent(c!, pending);
    else open(pending.slice(0, 4));
    pending = [];
  };
  for (const [i, line] of lines.entries()) {
    const label = contentLabel.exec(line);
    if (label && cur) {
      flushPending();
      const d = cur as Draft;
      const rest = line.slice(label[0].length).trim();
      if (rest) addContent(d, [line.trim()]);
      continue;
    }
    const kind = lineKind(line);
    const c = cur as Draft | null;
    // A wrapped bullet or paragraph continues on a line that starts in lower case.
    if (c && /^[a-z(]/.test(line) && kind !== 'date' && !pending.length && hasContent(c)) {
      if (c.bullets.length) c.bullets[c.bullets.length - 1] += ` ${line}`;
      else c.text[c.text.length - 1] += ` ${line}`;
      continue;
    }
    if (kind === 'bullet' || kind === 'sentence') {
      flushPending();
      const d = (cur as Draft | null) ?? open([]);
      if (kind === 'bullet') d.bullets.push(line.slice(2).trim());
      else if (d.bullets.length) d.bullets.push(line);
      else d.text.push(line);
      continue;
    }
    if (kind === 'date') {
      const d = cur as Draft | null;
      const hasDate = d?.head.some((h) => lineKind(h) === 'date');
      if (d && !hasContent(d) && !hasDate && !pending.length) d.head.push(line);
      else if (!dated) open([line]);
      else {
        // The company/title lines just above the date open the entry; stack lists and sub-headings
        // above them stay with the entry before, so nothing is dropped.
        let k = 0;
        while (k < Math.min(3, pending.length) && !listOrLabel(pending[pending.length - 1 - k]!))
          k++;
        const before = pending.slice(0, pending.length - k);
        if (before.length && hasContent(d)) addContent(d!, before);
        open([...pending.slice(pending.length - k), line]).text.push(
          ...(hasContent(d) ? [] : before),
        );
        pending = [];
      }
      continue;
    }
    // A header line: part of the entry being opened, or of the next one. When entries put their
    // header lines before their dates ("University / B.S. 2016 – 2020", no bullets), a header line
    // followed by another date line is the next entry's.
    const d = cur as Draft | null;
    if (
      dated &&
      d &&
      !pending.length &&
      listOrLabel(line) &&
      d.head.some((h) => lineKind(h) === 'date')
    ) {
      addContent(d, [line]);
      continue;
    }
    const headersFirst = !!d && d.head.length > 0 && lineKind(d.head[0]!) !== 'date';
    const nextKind = lines
      .slice(i + 1)
      .map(lineKind)
      .find((k) => k !== 'head');
    if (dated && headersFirst && nextKind === 'date' && !hasContent(d)) pending.push(line);
    else if (d && !hasContent(d) && !pending.length && d.head.length < 4) d.head.push(line);
    else if (dated) pending.push(line);
    else open([line]);
  }
  flushPending();
  return out;
}
