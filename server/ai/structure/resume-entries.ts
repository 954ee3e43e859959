import 'server-only';
// A draft made into an experience, education or project entry: its head split into role, organisation, place and dates.
import { type ResumeEntry } from '@/lib/resume/resume-schema';
import { dateRangePattern, openEndPattern } from '../lexicon/date-patterns';
import { allTerms, clip, locationOnly, splitParts } from '../resume-reading/resume-line-patterns';
import { roleNounPattern } from '../lexicon/word-lists';
import {
  schoolWords,
  degreeWords,
  type Draft,
  trailingDate,
  isSentenceLine,
} from './resume-drafts';

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

export function experienceEntry(d: Draft): ResumeEntry {
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

export function educationEntry(d: Draft): ResumeEntry {
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
export function namedItems(d: Draft): Draft[] {
  if (d.head.length || d.text.length || d.bullets.length < 2) return [d];
  const named = d.bullets.map((b) => /^([^:]{2,60}):\s+(.+)$/.exec(b));
  if (!named.every((m) => m && m[1]!.trim().split(/\s+/).length <= 6)) return [d];
  return named.map((m) => ({ head: [m![1]!.trim()], text: [m![2]!.trim()], bullets: [] }));
}

export function projectEntry(d: Draft): ResumeEntry {
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
