import 'server-only';
import {
  resumeSchema,
  type Resume,
  type ResumeEntry,
  type ResumeSkills,
} from '@/lib/resume/resume-schema';
import { findTerms } from '../job-terms/find-terms';
import {
  dateRangePattern,
  monthPattern,
  openEndPattern,
  placeholderDatePattern,
} from '../lexicon/date-patterns';
import { readResumeHeader } from '../resume-reading/read-resume-header';
import { allTerms, clip, locationOnly, splitParts } from '../resume-reading/resume-line-patterns';
import { roleNounPattern } from '../lexicon/word-lists';
import { skillLabelPattern } from '../lexicon/skill-labels';
import { splitResumeSections, type ResumeSection } from '../resume-reading/split-resume-sections';

const schoolWords =
  /\b(university|college|institute|school|academy|polytechnic|universidad|postech)\b/i;
const degreeWords =
  /\b(bachelor|master|b\.?s\.?c?|m\.?s\.?c?|b\.?a\.?|m\.?a\.?|mba|ph\.?d|doctor|associate'?s?|diploma|degree|certificate|b\.?tech|m\.?tech|b\.?e\.?|grado)\b/i;

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

/** One date at the end of a line ("… Summer 2022", "… May 2016", right-aligned) or a year at its start ("2022 Expense Tracker"). */
const trailingDate = new RegExp(
  `(?:${placeholderDatePattern}|${monthPattern}\\s*\\d{4}|(?:spring|summer|fall|autumn|winter)\\s+\\d{4}|\\b(?:19|20)\\d{2}(?:\\s?/\\s?(?:0?[1-9]|1[0-2]))?)\\)?\\s*$|^(?:19|20)\\d{2}(?:\\s?/\\s?(?:0?[1-9]|1[0-2])(?!\\d))?\\b`,
  'i',
);
/** Page furniture a PDF leaves between lines: "1", "2/2", "Page 3 of 4". */
const pageFurniture = /^(?:page\s+)?\d{1,2}(?:\s*(?:\/|of)\s*\d{1,2})?$/i;

function isSentenceLine(line: string): boolean {
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

function drafts(section: ResumeSection): Draft[] {
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

function headParts(head: string[]): {
  parts: string[];
  startDate: string;
  endDate: string;
  cells: boolean;
} {
  let startDate = '';
  let endDate = '';
  let parts: string[] = [];
  const fine: string[] = [];
  let laidOut = false;
  for (const line of head) {
    const range = dateRangePattern.exec(line);
    let rest = line;
    if (range && !startDate) {
      startDate = range[1]!.trim();
      endDate = range[2]!
        .trim()
        .replace(new RegExp(`^(?:${openEndPattern}|-{2,}|…)$`, 'i'), 'Present');
      // LinkedIn's export adds the duration: "October 2020 - October 2021 (1 year 1 month)".
      rest = line
        .replace(range[0], ' ')
        .replace(
          /\(\s*(?:less than a year|\d+\s+(?:years?|yrs?|months?|mos?)(?:\s+\d+\s+(?:months?|mos?))?)\s*\)/gi,
          ' ',
        );
    }
    // "Inetex (Rehovot , Israel)": a place in brackets after the company is the location.
    rest = rest.replace(/\(([^()]{2,60})\)/g, (whole, inner: string) => {
      const place = inner.replace(/\s+,/g, ',').replace(/\s+/g, ' ').trim();
      return locationOnly.test(place) && !allTerms(place) ? ` | ${place} | ` : whole;
    });
    if (range) rest = rest.replace(/[()]/g, ' ');
    // A line the layout reader set out in cells ("Title | Jan 2020 – now", "Company, Place | City, ST"):
    // its cells are the parts; a cell is split at its commas only when it is the line's one part.
    const cells = rest
      .split(/\s+\|\s+/)
      .map((c) =>
        c
          .trim()
          .replace(/^[,;–—-]+|[,;–—-]+$/g, '')
          .trim(),
      )
      .filter(Boolean);
    const split = splitParts(rest).filter((p) => !/^[-–—,|]*$/.test(p));
    // A cell that holds a place beside a name ("Montgomery, AL, Desktop Support Technician") is
    // split at its commas too, so the place is the location and the name a part of its own.
    const expand = (c: string) => {
      const sp = splitParts(c).filter((p) => !/^[-–—,|]*$/.test(p));
      return sp.length >= 2 && sp.some((p) => locationOnly.test(p)) ? sp : [c];
    };
    parts.push(...(cells.length >= 2 ? cells.flatMap(expand) : split));
    if (cells.length >= 2) laidOut = true;
    fine.push(...split);
  }
  // Cells gave fewer than two names (position, organisation): split them at their commas too.
  let cells = laidOut;
  if (parts.filter((p) => !locationOnly.test(p)).length < 2) [parts, cells] = [fine, false];
  // No range, one date ("Summer 2022", a graduation "May 2016"): it is when the entry ended.
  if (!startDate) {
    for (const [i, part] of parts.entries()) {
      const single = trailingDate.exec(part);
      if (!single || isSentenceLine(part)) continue;
      endDate = single[0].replace(/\)$/, '').trim();
      const rest = part
        .replace(single[0], '')
        .replace(/[\s,(|–—-]+$/, '')
        .trim();
      if (rest) parts[i] = rest;
      else parts.splice(i, 1);
      break;
    }
  }
  return { parts, startDate, endDate, cells };
}

/** Words that make a part an organisation's name, not a position ("Getoq Consulting", "Schrodinger's University"). */
const organisationWords =
  /\b(?:inc|llc|ltd|gmbh|ag|corp|corporation|company|co|group|bank|university|universität|college|institute|school|academy|consulting|research|labs?|laboratory|startup|solutions|systems|technologies|interactive|studio|studios|agency|partners|foundation|hospital|ministry|department|industry|agency)\b\.?|\.(?:com|de|org|net|io|edu)\b/i;

function experienceEntry(d: Draft): ResumeEntry {
  const { parts, startDate, endDate, cells } = headParts(d.head);
  const location = parts.find((p) => locationOnly.test(p)) ?? '';
  const rest = parts.filter((p) => p !== location);
  let roleIdx = rest.findIndex((p) => roleNounPattern.test(p));
  // No position word: when one part names an organisation, the first other part is the position.
  if (roleIdx < 0 && rest.length >= 2) {
    const org = rest.findIndex((p) => organisationWords.test(p));
    if (org >= 0) roleIdx = rest.findIndex((_p, i) => i !== org);
  }
  // Still unknown: in cells set out by the layout the position comes first ("Title | Place"); in
  // plain lines the company does ("Company" over "Title").
  if (roleIdx < 0 && cells && rest.length >= 2) roleIdx = 0;
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
  // "Boston University, MA" reads like "Boston, MA": a school's name is the institution.
  let location = parts.find((p) => locationOnly.test(p) && !schoolWords.test(p)) ?? '';
  const rest = parts.filter((p) => p !== location);
  const school =
    rest.find((p) => schoolWords.test(p)) ?? rest.find((p) => !degreeWords.test(p)) ?? '';
  let institution = school;
  // …and the place after its comma is the location, when no part was one.
  if (!location && locationOnly.test(school)) {
    const comma = school.lastIndexOf(',');
    location = school.slice(comma + 1).trim();
    institution = school.slice(0, comma).trim();
  }
  let degree = rest.find((p) => p !== school && degreeWords.test(p)) ?? '';
  let achievements = [...d.text, ...d.bullets];
  // No degree in the head, and the first line under it names one ("• Ph.D. in Geophysics" under
  // "First American University, Springfield, Massachusetts, USA"): that line is the degree.
  const firstLine = achievements[0];
  if (!degree && firstLine && degreeWords.test(firstLine) && firstLine.split(/\s+/).length <= 12) {
    degree = firstLine;
    achievements = achievements.slice(1);
  }
  if (!degree) degree = rest.find((p) => p !== school) ?? '';
  return {
    institution: clip(institution, 200),
    degree: clip(degree, 200),
    location: clip(location, 200),
    startDate: clip(startDate, 60),
    endDate: clip(endDate, 60),
    achievements: achievements.slice(0, 100).map((b) => clip(b, 2000)),
  };
}

/**
 * A projects list of named items and no heads ("• QuantSoftware Toolkit: Open source Python
 * library…"): one project per item, the name before the colon.
 */
function namedItems(d: Draft): Draft[] {
  if (d.head.length || d.text.length || d.bullets.length < 2) return [d];
  const named = d.bullets.map((b) => /^([^:]{2,60}):\s+(.+)$/.exec(b));
  if (!named.every((m) => m && m[1]!.trim().split(/\s+/).length <= 6)) return [d];
  return named.map((m) => ({ head: [m![1]!.trim()], text: [m![2]!.trim()], bullets: [] }));
}

function projectEntry(d: Draft): ResumeEntry {
  const { parts, startDate, endDate } = headParts(d.head);
  const name = parts[0] ?? '';
  const techLine = [...parts.slice(1), ...d.text].find((p) =>
    /^(tech(nologies| stack)?|stack|tools|built with)\s*:/i.test(p),
  );
  const techStack = techLine
    ? techLine
        .replace(/^[^:]+:\s*/, '')
        .split(/,\s*|\s*\/\s*/)
        .map((t) => clip(t.trim(), 100))
        .filter(Boolean)
    : parts
        .slice(1)
        .flatMap((p) => (p.includes(',') ? p.split(/,\s*/) : []))
        .map((t) => clip(t.trim(), 100));
  return {
    name: clip(name, 200),
    description: clip(d.text.filter((t) => t !== techLine).join(' '), 5000),
    techStack: techStack.slice(0, 100),
    startDate: clip(startDate, 60),
    endDate: clip(endDate, 60),
    achievements: d.bullets.slice(0, 100).map((b) => clip(b, 2000)),
  };
}

/** A rating or time span printed after a skill: "★4", "?3" (a star a font did not map), "(4/5)", "5+ yrs", "3 years". */
const ratingPattern =
  /\s*(?:[?★☆⋆✱*]\s*\d+(?:[.,]\d+)?(?=\s|,|$)|\(\s*\d+(?:[.,]\d+)?\s*\/\s*\d+\s*\)|\b\d+(?:[.,]\d+)?\s*\/\s*(?:5|10)(?=\s*(?:[,|]|$))|(?:\s\|)?\s*\b\d+\+?\s*(?:years?|yrs?)\.?(?=\s*(?:[,|]|$)))/gi;

/** A section's skills; `wrapsJoined` when the layout reader already joined wrapped lines (then a lower-case line is an item of its own: "good manners"). */
function skillsMap(
  section: Pick<ResumeSection, 'lines'>,
  wrapsJoined = false,
  category = 'Skills',
): ResumeSkills {
  const skills: ResumeSkills = {};
  const add = (label: string, items: string[]) => {
    const key = clip(label.trim() || 'Skills', 100);
    const list = (skills[key] ??= []);
    for (const item of items) {
      // A cell edge left on an item ("| Persuasive") is no part of it.
      const s = clip(item.trim().replace(/^[•·|\-]\s*|\s*\|$|[.;]$/g, ''), 100);
      if (s && !list.includes(s) && list.length < 200) list.push(s);
    }
  };
  const lines: string[] = [];
  for (const raw of section.lines) {
    const line = raw
      .replace(/^•\s*/, '')
      // A label and its list in two cells ("Languages: | Python, Go", "Backend | Koa, Express"):
      // a short first cell, then one cell with a comma list (not "HTML | CSS | Python").
      .replace(
        /^([^|:,\d]{2,40}?)(:?)\s+\|\s+(?=[^|]*,[^|]*$)/,
        (whole, label: string, colon: string) =>
          colon || skillLabelPattern.test(label.trim()) || label.trim().split(/\s+/).length <= 3
            ? `${label.trim()}: `
            : whole,
      )
      // A rating after an item ("lovely ★4 narcissistic ★3", "Python (5/5)", "Django | 5+ yrs"): not an item.
      .replace(ratingPattern, ', ')
      .replace(/^[,\s]+|[,\s]+$/g, '');
    if (!line) continue;
    // A wrapped list ("…, and Machine Learning basics") continues the line before.
    if (lines.length && !wrapsJoined && /^(and |or |[a-z])/.test(line))
      lines[lines.length - 1] += ` ${line}`;
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
    if (
      spaced &&
      spaced[1]!.split(' ').length <= 2 &&
      !spaced[1]!.includes(',') &&
      !termSpansCategory
    ) {
      add(spaced[1]!, spaced[2]!.split(/,\s*/));
      continue;
    }
    add(category, line.split(/,\s*|;\s*|\s+[|•·]\s+/));
  }
  return skills;
}

/** Two skills maps as one: a category both have keeps the items of both. */
function mergeSkills(a: ResumeSkills, b: ResumeSkills): ResumeSkills {
  const out: ResumeSkills = { ...a };
  for (const [category, items] of Object.entries(b))
    out[category] = [...new Set([...(out[category] ?? []), ...items])].slice(0, 200);
  return out;
}

/** "Tech: Meteor, Git", "Languages: | Python, Go" in a profile block: a skill label, then a list of two or more. */
function skillKeyValue(line: string): boolean {
  const m = /^([^:|]{2,40}?)\s*:\s*(?:\|\s*)?(.+)$/.exec(line.replace(/^•\s*/, ''));
  return (
    !!m &&
    skillLabelPattern.test(m[1]!.trim()) &&
    m[2]!.split(/,|;|\s\|\s/).filter((i) => i.trim()).length >= 2 &&
    !isSentenceLine(m[2]!)
  );
}

/**
 * A band of key skills near the top ("Python | Cloud | Data Pipelines | Mentoring"):
 * four or more short items between bars or bullets, none a contact detail or a place, and not a
 * tagline of job titles ("Engineer | Speaker | Team Lead | Mentor").
 */
function keySkillBand(line: string): string[] | null {
  const items = line
    .split(/\s+[|•·]\s+/)
    .map((i) => i.trim())
    .filter(Boolean);
  if (items.length < 4) return null;
  const short = items.every(
    (i) =>
      i.length <= 40 &&
      i.split(/\s+/).length <= 4 &&
      !/[@/]|https?:|www\.|\d{3}/i.test(i) &&
      !locationOnly.test(i) &&
      !isSentenceLine(i),
  );
  const titles = items.filter((i) => roleNounPattern.test(i)).length;
  return short && titles * 2 < items.length ? items : null;
}

const titleCase = (s: string) =>
  s
    .toLowerCase()
    .replace(/(^|[\s/&-])(\p{L})/gu, (_m, a: string, b: string) => a + b.toUpperCase());

/** What the layout reader saw that text alone does not say: the lines set as headings, the line set largest at the top (the name). */
export type LayoutHints = { headings: ReadonlySet<string>; name: string };

/**
 * Turns resume text into the structured resume (lib/resume/resume-schema.ts) with a heuristic parser: header fields
 * from the lines before the first heading, text sections, experience/projects/education
 * entries from date ranges and bullets, and a skills map from "Category: a, b" lines.
 */
export function structureResumeLocal(text: string, layout?: LayoutHints): Resume {
  const split = splitResumeSections(text, layout?.headings);
  // A sidebar's "Contact" block holds header details too.
  const contactLines = split.sections.filter((s) => s.key === 'contact').flatMap((s) => s.lines);
  const out: Record<string, unknown> = {
    header: readResumeHeader([...split.header.lines, ...contactLines], text, layout?.name),
  };
  const order: string[] = [];
  // A section under a heading the layout set but no known heading names, whose heading is a skill
  // label ("Tools", "Fields", "Frameworks") and whose lines are no sentences: skills of that name.
  const listed = (section: ResumeSection) =>
    section.key === 'other' &&
    skillLabelPattern.test(section.heading.trim()) &&
    section.lines.every((l) => !isSentenceLine(l));
  // A job title under the name that the layout set like a heading ("SENIOR DATA ENGINEER"): the
  // header's title, and the lines under it (no heading of their own) the summary.
  const header = out.header as Resume['header'];
  const first = split.sections[0];
  const titled =
    !header.title &&
    first?.key === 'other' &&
    first.heading.trim().split(/\s+/).length <= 6 &&
    roleNounPattern.test(first.heading) &&
    !split.sections.some((s) => s.key === 'summary');
  if (titled) header.title = clip(first.heading.trim(), 200);
  for (const section of split.sections) {
    if (!section.lines.length || section.key === 'contact') continue;
    const key = listed(section) ? 'skills' : titled && section === first ? 'summary' : section.key;
    let value: unknown;
    if (key === 'experience' || key === 'volunteering')
      value = drafts(section).map(experienceEntry);
    else if (key === 'education') value = drafts(section).slice(0, 50).map(educationEntry);
    else if (key === 'projects') value = drafts(section).flatMap(namedItems).map(projectEntry);
    else if (key === 'skills')
      value = skillsMap(
        section,
        layout !== undefined,
        listed(section) ? clip(titleCase(section.heading), 100) : 'Skills',
      );
    else
      value = clip(
        section.lines.filter((l) => key !== 'summary' || !keySkillBand(l)).join('\n'),
        10_000,
      );
    const existing = out[key];
    if (Array.isArray(existing) && Array.isArray(value))
      out[key] = [...existing, ...value].slice(0, key === 'education' ? 50 : 100);
    else if (typeof existing === 'string' && typeof value === 'string')
      out[key] = clip(`${existing}\n${value}`, 10_000);
    else if (key === 'skills' && existing)
      out[key] = mergeSkills(existing as ResumeSkills, value as ResumeSkills);
    else out[key] = value;
    if (!order.includes(key)) order.push(key);
  }
  // Skill lists given as "Label: a, b" in the header or a text section (a profile block's
  // "Tech: Meteor, Git") are skills too; the lines stay where they are.
  const keyValues = [
    ...split.header.lines,
    ...split.sections
      .filter((s) => (s.key === 'summary' || s.key === 'other') && !listed(s))
      .flatMap((s) => s.lines),
  ].filter(skillKeyValue);
  if (keyValues.length) {
    const found = skillsMap({ lines: keyValues }, layout !== undefined);
    out.skills = mergeSkills((out.skills as ResumeSkills | undefined) ?? {}, found);
    if (!order.includes('skills')) order.push('skills');
  }
  // The band sits under the name, or at the top of a first block whose heading no known one names
  // (a caps title line the layout set like a heading) or of the summary.
  const top = [
    ...split.header.lines,
    ...(first && (first.key === 'other' || first.key === 'summary') ? first.lines.slice(0, 3) : []),
  ];
  const band = top.map(keySkillBand).find(Boolean);
  if (band) {
    const found = { 'Key skills': band.map((b) => clip(b, 100)) };
    out.skills = mergeSkills(found, (out.skills as ResumeSkills | undefined) ?? {});
    if (!order.includes('skills')) order.push('skills');
  }
  out.order = order;
  return resumeSchema.parse(out);
}
