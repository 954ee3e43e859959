import 'server-only';
import { resumeSchema, type Resume, type ResumeEntry, type ResumeSkills } from '@/lib/resume/resume-schema';
import { findTerms } from './find-terms';
import { findPhoneNumber } from './find-phone-number';
import { dateRangePattern, emailPattern, linkedinPattern, locationPattern } from './inspect-resume';
import { headingKey, splitResumeSections, type ResumeSection } from './split-resume-sections';

const githubPattern = /(?:https?:\/\/)?github\.com\/[\w-]+\/?/i;
const urlPattern = /(?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|dev|io|me|net|org|app|co|site|page|design|ai|tech|xyz|studio|info|codes|blog)(?:\/[\w./-]*)?/i;
const roleWords = /\b(engineer|developer|manager|designer|analyst|scientist|architect|accountant|coordinator|specialist|administrator|consultant|director|lead|intern|technician|officer|assistant|representative|associate|executive|recruiter|writer|founder|member|programmer|support|owner|head|president|teacher|volunteer)\b/i;
const schoolWords = /\b(university|college|institute|school|academy|polytechnic|universidad|postech)\b/i;
const degreeWords = /\b(bachelor|master|b\.?s\.?c?|m\.?s\.?c?|b\.?a\.?|m\.?a\.?|mba|ph\.?d|doctor|associate'?s?|diploma|degree|certificate|b\.?tech|m\.?tech|b\.?e\.?|grado)\b/i;
const locationOnly = /^(?:[Rr]emote|[Hh]ybrid|[A-Z][a-zA-Z.]+(?:[ -][A-Z][a-zA-Z.]+)*,\s*(?:[A-Z]{2}|[A-Z][a-z]+(?: [A-Z][a-z]+)*)(?:,\s*[A-Z][A-Za-z]+)?)$/;

function clip(s: string, max: number): string {
  return s.length > max ? s.slice(0, max) : s;
}

function splitParts(line: string): string[] {
  const parts = line
    .split(/\s+[|•·]\s+|\s+[–—]\s+|\s+-\s+|\t|\s{3,}|,\s+(?=[A-Z])|\s+at\s+(?=[A-Z])/)
    .map((p) => p.trim().replace(/^[,;|]+|[,;|]+$/g, '').trim())
    .filter(Boolean);
  // "New York, NY" / "Leeds, UK" was split at its comma: put the region back on its city.
  const out: string[] = [];
  for (const part of parts) {
    if (out.length && /^([A-Z]{2,3}|USA|U\.S\.A?\.?|S\.Korea|United States|United Kingdom|Canada|Germany|India|Australia|France|Spain|Italy|Netherlands|Ireland|Singapore|Japan|China|Brazil|Mexico|Switzerland|Sweden|Poland|Portugal|Israel|Korea|South Korea|New Zealand|South Africa|Nigeria|Kenya|Argentina|Belgium|Austria|Denmark|Norway|Finland)$/.test(part) && !/,/.test(out.at(-1)!)) {
      out[out.length - 1] = `${out.at(-1)}, ${part}`;
    } else out.push(part);
  }
  return out;
}

type Draft = { head: string[]; bullets: string[]; text: string[] };

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

const month = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
/** One date at the end of a line ("… Summer 2022", "… May 2016", right-aligned) or a year at its start ("2022 Expense Tracker"). */
const trailingDate = new RegExp(`(?:${month}\\s*\\d{4}|(?:spring|summer|fall|autumn|winter)\\s+\\d{4}|\\b(?:19|20)\\d{2})\\)?\\s*$|^(?:19|20)\\d{2}\\b`, 'i');
/** Page furniture a PDF leaves between lines: "1", "2/2", "Page 3 of 4". */
const pageFurniture = /^(?:page\s+)?\d{1,2}(?:\s*(?:\/|of)\s*\d{1,2})?$/i;

function isSentenceLine(line: string): boolean {
  const words = line.split(/\s+/);
  return words.length >= 5 && words.filter((w) => /^[a-z]{3,}/.test(w)).length >= 2 && !dateRangePattern.test(line) && !/\s[|•·]\s/.test(line);
}

type LineKind = 'bullet' | 'date' | 'sentence' | 'head';

/** A short achievement that lost its bullet glyph: "Moved Airflow to Kubernetes." (not "Omnious Co., Ltd."). */
const shortSentence = (line: string) => /[.!]$/.test(line) && !/\b(?:inc|ltd|co|corp|llc|jr|sr|st|dept|univ)\.$/i.test(line) && line.split(/\s+/).length >= 3 && /\s[a-z]{2,}\b/.test(line);

function lineKind(line: string): LineKind {
  if (line.startsWith('• ')) return 'bullet';
  if (dateRangePattern.test(line)) return 'date';
  const sentence = isSentenceLine(line) || shortSentence(line);
  if (!sentence && trailingDate.test(line)) return 'date';
  return sentence ? 'sentence' : 'head';
}

const hasContent = (d: Draft | null): boolean => !!d && (d.bullets.length > 0 || d.text.length > 0);

/**
 * Groups a list section's lines into entries. When the section has dates, each date line anchors
 * one entry, whatever the layout: header lines just before it (company, title — after the last
 * entry's bullets) and just after it (a company, URL or location line under a title) all join it;
 * "Title  Dates" then "Company  Location" is one entry, not two. Without dates, a header line
 * after bullets starts a new entry.
 */
function drafts(section: ResumeSection): Draft[] {
  const lines = joinDanglingRanges(section.lines).filter((l) => !pageFurniture.test(l));
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
    const wrapped = dated && hasContent(c) && pending.length === 1 && pending[0]!.split(/\s+/).length <= 3 && last !== undefined && !/[.!?]$/.test(last);
    if (wrapped) {
      if (c!.bullets.length) c!.bullets[c!.bullets.length - 1] += ` ${pending[0]}`;
      else c!.text[c!.text.length - 1] += ` ${pending[0]}`;
    } else open(pending.slice(0, 4));
    pending = [];
  };
  for (const [i, line] of lines.entries()) {
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
        open([...pending.slice(-3), line]);
        pending = [];
      }
      continue;
    }
    // A header line: part of the entry being opened, or of the next one. When entries put their
    // header lines before their dates ("University / B.S. 2016 – 2020", no bullets), a header line
    // followed by another date line is the next entry's.
    const d = cur as Draft | null;
    const headersFirst = !!d && d.head.length > 0 && lineKind(d.head[0]!) !== 'date';
    const nextKind = lines.slice(i + 1).map(lineKind).find((k) => k !== 'head');
    if (dated && headersFirst && nextKind === 'date' && !hasContent(d)) pending.push(line);
    else if (d && !hasContent(d) && !pending.length && d.head.length < 4) d.head.push(line);
    else if (dated) pending.push(line);
    else open([line]);
  }
  flushPending();
  return out;
}

function headParts(head: string[]): { parts: string[]; startDate: string; endDate: string } {
  let startDate = '';
  let endDate = '';
  const parts: string[] = [];
  for (const line of head) {
    const range = dateRangePattern.exec(line);
    let rest = line;
    if (range && !startDate) {
      startDate = range[1]!.trim();
      endDate = range[2]!.trim().replace(/^(present|current|now|today|date)$/i, 'Present');
      rest = line.replace(range[0], ' ').replace(/[()]/g, ' ');
    }
    parts.push(...splitParts(rest).filter((p) => !/^[-–—,|]*$/.test(p)));
  }
  // No range, one date ("Summer 2022", a graduation "May 2016"): it is when the entry ended.
  if (!startDate) {
    for (const [i, part] of parts.entries()) {
      const single = trailingDate.exec(part);
      if (!single || isSentenceLine(part)) continue;
      endDate = single[0].replace(/\)$/, '').trim();
      const rest = part.replace(single[0], '').replace(/[\s,(|–—-]+$/, '').trim();
      if (rest) parts[i] = rest;
      else parts.splice(i, 1);
      break;
    }
  }
  return { parts, startDate, endDate };
}

function experienceEntry(d: Draft): ResumeEntry {
  const { parts, startDate, endDate } = headParts(d.head);
  const location = parts.find((p) => locationOnly.test(p)) ?? '';
  const rest = parts.filter((p) => p !== location);
  const roleIdx = rest.findIndex((p) => roleWords.test(p));
  const role = roleIdx >= 0 ? rest[roleIdx]! : (rest[1] ?? '');
  const company = rest.find((p, i) => i !== roleIdx && p !== role) ?? '';
  return {
    role: clip(role, 200),
    company: clip(company, 200),
    location: clip(location, 200),
    startDate: clip(startDate, 60),
    endDate: clip(endDate, 60),
    achievements: [...d.text, ...d.bullets].slice(0, 100).map((b) => clip(b, 2000)),
  };
}

function educationEntry(d: Draft): ResumeEntry {
  const { parts, startDate, endDate } = headParts(d.head);
  const location = parts.find((p) => locationOnly.test(p)) ?? '';
  const rest = parts.filter((p) => p !== location);
  const institution = rest.find((p) => schoolWords.test(p)) ?? rest.find((p) => !degreeWords.test(p)) ?? '';
  const degree = rest.find((p) => p !== institution && degreeWords.test(p)) ?? rest.find((p) => p !== institution) ?? '';
  return {
    institution: clip(institution, 200),
    degree: clip(degree, 200),
    location: clip(location, 200),
    startDate: clip(startDate, 60),
    endDate: clip(endDate, 60),
    achievements: [...d.text, ...d.bullets].slice(0, 100).map((b) => clip(b, 2000)),
  };
}

function projectEntry(d: Draft): ResumeEntry {
  const { parts, startDate, endDate } = headParts(d.head);
  const name = parts[0] ?? '';
  const techLine = [...parts.slice(1), ...d.text].find((p) => /^(tech(nologies| stack)?|stack|tools|built with)\s*:/i.test(p));
  const techStack = techLine
    ? techLine
        .replace(/^[^:]+:\s*/, '')
        .split(/,\s*|\s*\/\s*/)
        .map((t) => clip(t.trim(), 100))
        .filter(Boolean)
    : parts.slice(1).flatMap((p) => (p.includes(',') ? p.split(/,\s*/) : [])).map((t) => clip(t.trim(), 100));
  return {
    name: clip(name, 200),
    description: clip(d.text.filter((t) => t !== techLine).join(' '), 5000),
    techStack: techStack.slice(0, 100),
    startDate: clip(startDate, 60),
    endDate: clip(endDate, 60),
    achievements: d.bullets.slice(0, 100).map((b) => clip(b, 2000)),
  };
}

function skillsMap(section: ResumeSection): ResumeSkills {
  const skills: ResumeSkills = {};
  const add = (category: string, items: string[]) => {
    const key = clip(category.trim() || 'Skills', 100);
    const list = (skills[key] ??= []);
    for (const item of items) {
      const s = clip(item.trim().replace(/^[•·\-]\s*|[.;]$/g, ''), 100);
      if (s && !list.includes(s) && list.length < 200) list.push(s);
    }
  };
  const lines: string[] = [];
  for (const raw of section.lines) {
    const line = raw.replace(/^•\s*/, '');
    // A wrapped list ("…, and Machine Learning basics") continues the line before.
    if (lines.length && /^(and |or |[a-z])/.test(line)) lines[lines.length - 1] += ` ${line}`;
    else lines.push(line);
  }
  for (const line of lines) {
    const labelled = /^([A-Za-z][\w &/+.-]{1,40}?)\s*[:–—]\s*(.+)$/.exec(line);
    if (labelled) {
      add(labelled[1]!, labelled[2]!.split(/,\s*|;\s*|\s+[|•·]\s+/));
      continue;
    }
    // "DevOps AWS, Docker, Kubernetes" (a category word, then a list).
    const spaced = /^([A-Z][\w&/+.-]*(?: [A-Z][\w&/+.-]*)?)\s+([A-Z].*,.*)$/.exec(line);
    // …unless the first words are one term ("RESTful APIs, Git, …" is a list, not a category "RESTful").
    const first = findTerms(line)[0];
    const termSpansCategory = first && first.start === 0 && first.end > (spaced?.[1]?.length ?? 0);
    if (spaced && spaced[1]!.split(' ').length <= 2 && !spaced[1]!.includes(',') && !termSpansCategory) {
      add(spaced[1]!, spaced[2]!.split(/,\s*/));
      continue;
    }
    add('Skills', line.split(/,\s*|;\s*|\s+[|•·]\s+/));
  }
  return skills;
}

const nameToken = /^(?:\p{Lu}[\p{Ll}'’-]+(?:-\p{Lu}[\p{Ll}'’]+)?|\p{Lu}(?:['’]?\p{Lu})+(?:-\p{Lu}{2,})?|\p{Lu}\.|(?:van|von|de|da|del|der|di|le|la|bin|al)|Mc\p{Lu}\p{Ll}+|O'\p{Lu}\p{Ll}+)$/u;
const notNames = /^(?:resume|résumé|curriculum vitae|cv|contact|profile|portfolio)$/i;

const notNameWords = /\b(?:company|inc|llc|ltd|corp|corporation|group|bank|university|college|institute|school|academy|gmbh|solutions|systems|technologies|services|labs?|positions?|citizen(?:ship)?|tools|description)\b/i;

/** Every word of the line is a known skill or tool ("Python SQL", "MS Office"). */
function allTerms(line: string): boolean {
  let rest = line;
  for (const hit of findTerms(line)) rest = rest.slice(0, hit.start) + ' '.repeat(hit.end - hit.start) + rest.slice(hit.end);
  return !/\p{L}/u.test(rest);
}

/**
 * "Ana María López", "JOHN DOE", "Claud D. Park": 2–5 capitalised words; no role, organisation or
 * heading word ("Summary Education" is two headings side by side), not only skills ("Python SQL").
 */
function looksLikeName(line: string): boolean {
  const words = line.trim().split(/\s+/);
  return (
    words.length >= 2 &&
    words.length <= 5 &&
    words.every((w) => nameToken.test(w)) &&
    !roleWords.test(line) &&
    !notNameWords.test(line) &&
    !notNames.test(line.trim()) &&
    !headingKey(line) &&
    !words.some((w) => headingKey(w)) &&
    !allTerms(line)
  );
}

/**
 * The last resort when no line reads as a capitalised name: a short line of words only, in a script
 * without capitals ("王小明") or, on the first line, in one case ("nguyễn văn an"). A label
 * ("Phone:"), a heading, a role, a place or a list of skills is no name: better no name than a
 * wrong one the user must spot.
 */
function couldBeName(line: string, first: boolean): boolean {
  const t = line.trim();
  const words = t.split(/\s+/);
  const cased = /[\p{Lu}\p{Ll}]/u.test(t);
  return (
    /\p{L}/u.test(t) &&
    words.length <= 4 &&
    (!cased || (first && (!/\p{Lu}/u.test(t) || !/\p{Ll}/u.test(t)))) &&
    !/[\d:;,.!?@|/\\()[\]{}+&•·]/u.test(t) &&
    !notNameWords.test(t) &&
    !notNames.test(t) &&
    !words.some((w) => headingKey(w)) &&
    !headingKey(t) &&
    !roleWords.test(t) &&
    !locationOnly.test(t) &&
    findTerms(t).length === 0
  );
}

/** The part of a header line that may be the name: before a "|" or a wide gap, without a "Contacts" or "Name:" label. */
const namePart = (line: string) =>
  line
    .split(/\s{2,}|\s+[|·•]\s+/)[0]!
    .replace(/^(?:contacts?|name)\s*:?\s+/i, '')
    .trim();

/** A name written in capitals reads better as "John Doe". */
function nameCase(name: string): string {
  return name === name.toUpperCase() ? name.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase()) : name;
}

/** The name and title when the PDF lost the break between them: "Claud D. ParkDevOps Engineer". */
function splitGluedName(line: string): { name: string; title: string } | null {
  for (const m of line.matchAll(/(?<=\p{Ll})(?=\p{Lu})/gu)) {
    const name = line.slice(0, m.index).trim();
    const title = line.slice(m.index).trim();
    if (looksLikeName(name) && roleWords.test(title)) return { name, title };
  }
  return null;
}

function header(lines: string[], text: string): Resume['header'] {
  const contactLine = (l: string) => emailPattern.test(l) || findPhoneNumber({ lines: [l] }) !== '' || linkedinPattern.test(l) || githubPattern.test(l);
  // The name is the first line that reads as a person's name, even under a title or a "Resume" line.
  const candidates = lines.slice(0, 12);
  let nameLine = candidates.find((l) => looksLikeName(namePart(l))) ?? '';
  let fullName = nameLine ? namePart(nameLine) : '';
  let gluedTitle = '';
  if (!fullName) {
    const glued = candidates.map(splitGluedName).find(Boolean);
    if (glued) [fullName, gluedTitle] = [glued.name, glued.title];
  }
  if (!fullName) {
    nameLine = lines.find((l, i) => !contactLine(l) && couldBeName(l, i === 0)) ?? '';
    fullName = nameLine.trim();
  }
  const titleLine =
    gluedTitle ||
    lines.find((l) => l !== nameLine && !contactLine(l) && !locationOnly.test(l) && l.split(/\s+/).length <= 8 && roleWords.test(l)) ||
    '';
  const top = lines.join('\n') || text.slice(0, 600);
  const linkedin = linkedinPattern.exec(text)?.[0] ?? '';
  const github = githubPattern.exec(text)?.[0] ?? '';
  const withoutEmails = top.replace(new RegExp(emailPattern.source, 'g'), ' ');
  const portfolio = (withoutEmails.match(new RegExp(urlPattern.source, 'gi')) ?? []).find((u) => !/linkedin|github/i.test(u)) ?? '';
  const loc = lines.map((l) => splitParts(l).find((p) => locationOnly.test(p) && !/^(remote|hybrid)$/i.test(p))).find(Boolean);
  // The phone: in the header/contact lines, else (a footer, as in moderncv) a valid number anywhere.
  const phone = findPhoneNumber({ lines }) || findPhoneNumber({ lines: text.split('\n'), possible: false });
  return {
    fullName: clip(nameCase(fullName), 200),
    title: clip(titleLine, 200),
    email: clip(emailPattern.exec(text)?.[0] ?? '', 320),
    phone: clip(phone, 60),
    location: clip(loc ?? locationPattern.exec(top)?.[0] ?? '', 200),
    linkedin: clip(linkedin, 500),
    github: clip(github, 500),
    portfolio: clip(portfolio, 500),
  };
}

/**
 * Turns resume text into the spec §3 structured resume with a heuristic parser: header fields
 * from the lines before the first heading, text sections, experience/projects/education
 * entries from date ranges and bullets, and a skills map from "Category: a, b" lines.
 */
export function structureResumeLocal(text: string): Resume {
  const split = splitResumeSections(text);
  // A sidebar's "Contact" block holds header details too.
  const contactLines = split.sections.filter((s) => s.key === 'contact').flatMap((s) => s.lines);
  const out: Record<string, unknown> = { header: header([...split.header.lines, ...contactLines], text) };
  const order: string[] = [];
  for (const section of split.sections) {
    if (!section.lines.length || section.key === 'contact') continue;
    const key = section.key === 'other' ? 'other' : section.key;
    let value: unknown;
    if (key === 'experience' || key === 'volunteering') value = drafts(section).map(experienceEntry);
    else if (key === 'education') value = drafts(section).slice(0, 50).map(educationEntry);
    else if (key === 'projects') value = drafts(section).map(projectEntry);
    else if (key === 'skills') value = skillsMap(section);
    else value = clip(section.lines.join('\n'), 10_000);
    const existing = out[key];
    if (Array.isArray(existing) && Array.isArray(value)) out[key] = [...existing, ...value].slice(0, key === 'education' ? 50 : 100);
    else if (typeof existing === 'string' && typeof value === 'string') out[key] = clip(`${existing}\n${value}`, 10_000);
    else if (key === 'skills' && existing) out[key] = { ...(existing as ResumeSkills), ...(value as ResumeSkills) };
    else out[key] = value;
    if (!order.includes(key)) order.push(key);
  }
  out.order = order;
  return resumeSchema.parse(out);
}
