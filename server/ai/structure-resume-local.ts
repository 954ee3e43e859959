import 'server-only';
import { resumeSchema, type Resume, type ResumeEntry, type ResumeSkills } from '@/lib/resume/resume-schema';
import { findTerms } from './find-terms';
import { dateRangePattern, emailPattern, linkedinPattern, locationPattern, phonePattern } from './inspect-resume';
import { splitResumeSections, type ResumeSection } from './split-resume-sections';

const githubPattern = /(?:https?:\/\/)?github\.com\/[\w-]+\/?/i;
const urlPattern = /(?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|dev|io|me|net|org|app|co|site|page|design|ai|tech|xyz|studio|info|codes|blog)(?:\/[\w./-]*)?/i;
const roleWords = /\b(engineer|developer|manager|designer|analyst|scientist|architect|accountant|coordinator|specialist|administrator|consultant|director|lead|intern|technician|officer|assistant|representative|associate|executive|recruiter|writer|founder|member|programmer|support|owner|head|president|teacher|volunteer)\b/i;
const schoolWords = /\b(university|college|institute|school|academy|polytechnic|universidad|postech)\b/i;
const degreeWords = /\b(bachelor|master|b\.?s\.?c?|m\.?s\.?c?|b\.?a\.?|m\.?a\.?|mba|ph\.?d|doctor|associate'?s?|diploma|degree|certificate|b\.?tech|m\.?tech|b\.?e\.?|grado)\b/i;
const locationOnly = /^(?:remote|hybrid|[A-Z][a-zA-Z.]+(?:[ -][A-Z][a-zA-Z.]+)*,\s*(?:[A-Z]{2}|[A-Z][a-z]+(?: [A-Z][a-z]+)*)(?:,\s*[A-Z][A-Za-z]+)?)$/;

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
    if (out.length && /^([A-Z]{2,3}|United States|United Kingdom|Canada|Germany|India|Australia)$/.test(part) && !/,/.test(out.at(-1)!)) {
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

/** Groups a list section's lines into entries: header lines, then bullets (a new header after bullets starts a new entry). */
function drafts(section: ResumeSection): Draft[] {
  const out: Draft[] = [];
  let cur: Draft | null = null;
  for (const line of joinDanglingRanges(section.lines)) {
    const bullet = line.startsWith('• ');
    if (bullet) {
      cur ??= { head: [], bullets: [], text: [] };
      if (!out.includes(cur)) out.push(cur);
      cur.bullets.push(line.slice(2).trim());
      continue;
    }
    const startsNew = !cur || cur.bullets.length > 0 || cur.text.length > 0 || (dateRangePattern.test(line) && cur.head.some((h) => dateRangePattern.test(h)));
    const words = line.split(/\s+/);
    const sentence = words.length >= 5 && words.filter((w) => /^[a-z]{3,}/.test(w)).length >= 2 && !dateRangePattern.test(line) && !/\s[|•·]\s/.test(line);
    const continuation = /^[a-z(]/.test(line) && (cur?.bullets.length || cur?.text.length);
    if (cur && continuation) {
      if (cur.bullets.length) cur.bullets[cur.bullets.length - 1] += ` ${line}`;
      else cur.text[cur.text.length - 1] += ` ${line}`;
      continue;
    }
    if (sentence && cur) {
      // A wrapped bullet or a description line.
      if (cur.bullets.length && /^[a-z(]/.test(line)) cur.bullets[cur.bullets.length - 1] += ` ${line}`;
      else if (cur.bullets.length) cur.bullets.push(line);
      else cur.text.push(line);
      continue;
    }
    if (startsNew || cur!.head.length >= 3) {
      cur = { head: [], bullets: [], text: [] };
      out.push(cur);
    }
    cur!.head.push(line);
  }
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

function header(lines: string[], text: string): Resume['header'] {
  const contactLine = (l: string) => emailPattern.test(l) || phonePattern.test(l) || linkedinPattern.test(l) || githubPattern.test(l);
  const nameLine = lines.find((l) => !contactLine(l) && /\p{L}/u.test(l) && l.split(/\s+/).length <= 8) ?? '';
  const afterName = lines.slice(lines.indexOf(nameLine) + 1);
  const titleLine =
    afterName.find((l) => !contactLine(l) && !locationOnly.test(l) && l.split(/\s+/).length <= 8 && roleWords.test(l)) ?? '';
  const top = lines.join('\n') || text.slice(0, 600);
  const linkedin = linkedinPattern.exec(text)?.[0] ?? '';
  const github = githubPattern.exec(text)?.[0] ?? '';
  const withoutEmails = top.replace(new RegExp(emailPattern.source, 'g'), ' ');
  const portfolio = (withoutEmails.match(new RegExp(urlPattern.source, 'gi')) ?? []).find((u) => !/linkedin|github/i.test(u)) ?? '';
  const loc = lines.map((l) => splitParts(l).find((p) => locationOnly.test(p) && !/^(remote|hybrid)$/i.test(p))).find(Boolean);
  return {
    fullName: clip(nameLine.split(/\s{2,}|\s+[|·•]\s+/)[0]!.trim(), 200),
    title: clip(titleLine, 200),
    email: clip(emailPattern.exec(text)?.[0] ?? '', 320),
    phone: clip((phonePattern.exec(top)?.[0] ?? '').trim(), 60),
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
  const out: Record<string, unknown> = { header: header(split.header.lines, text) };
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
