// Experience, education and skills assembled from labelled layout lines (an experiment measured by
// bench/ai/structure-real.ts --learned; not the upload path, ADR 210): sections open at heading
// labels, an entry at a head line after its predecessor's body, and a head's parts (split as the
// rule-based reader splits them) are dates, place, role and organisation.
import type { Resume } from '@/lib/resume/resume-schema';
import { dateRangePattern } from '@/server/ai/lexicon/date-patterns';
import { roleNounPattern } from '@/server/ai/lexicon/word-lists';
import type { LayoutLine } from '@/server/ai/resume-reading/layout-line';
import { locationOnly, splitParts } from '@/server/ai/resume-reading/resume-line-patterns';

const headLabels = new Set([
  'entry_head',
  'role',
  'org',
  'date',
  'location',
  'degree',
  'institution',
]);
const schoolWords =
  /\b(universit\p{L}*|college|institut\p{L}*|school|école|hochschule|politecnico|academy|lycée|polytechnic|ecole)\b/iu;
const degreeWords =
  /\b(bachelor|master|b\.? ?sc|m\.? ?sc|bsc|msc|b\.?a\.?|m\.?s\.?|b\.?s\.?|ph\.? ?d|mba|m\.?eng|diplom\p{L}*|licence|laurea|grado|mestrado|bacharelado|licenciatura|doctorat|doctorado|dottorato|doutorado|abitur|nitec|máster)\b/iu;
const singleDate = /^(?:(?:since|seit|depuis|desde)\s+)?(?:\p{L}{3,9}\.?\s+)?(?:19|20)\d{2}$/iu;
const duration = /^\(?\d+\s+(years?|months?|yrs?|mos?)\b/i;

type Draft = { head: string[]; body: string[] };

function entryParts(d: Draft) {
  let start = '';
  let end = '';
  const parts: string[] = [];
  for (const whole of d.head) {
    let line = whole.replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim();
    const range = !start && dateRangePattern.exec(line);
    if (range) {
      [start, end] = [range[1]!, range[2]!];
      line = line.replace(range[0], ' | ');
    }
    for (let part of splitParts(line)) {
      if (!start && singleDate.test(part)) {
        start = part;
        continue;
      }
      part = part.replace(/^[,;:|–-]+|[,;:|–-]+$/g, '').trim();
      if (!part || locationOnly.test(part) || duration.test(part)) continue;
      parts.push(part);
    }
  }
  return { start, end, parts, achievements: d.body };
}

function experience(d: Draft): NonNullable<Resume['experience']>[number] {
  const { start, end, parts, achievements } = entryParts(d);
  const r = parts.findIndex((p) => roleNounPattern.test(p));
  const roleAt = r >= 0 ? r : 0;
  const role = parts[roleAt] ?? '';
  const company = parts.find((_, i) => i !== roleAt) ?? '';
  return { role, company, startDate: start, endDate: end, achievements };
}

function education(d: Draft): NonNullable<Resume['education']>[number] {
  const { start, end, parts } = entryParts(d);
  const institution =
    parts.find((p) => schoolWords.test(p)) ?? parts.find((p) => !degreeWords.test(p)) ?? '';
  const degree =
    parts.find((p) => p !== institution && degreeWords.test(p)) ??
    parts.find((p) => p !== institution) ??
    '';
  return { institution, degree, startDate: start, endDate: end };
}

/** Items of a skills line: "Label: a, b and c" → a, b, c (the label dropped). */
function skillItems(line: string): string[] {
  const body = line.replace(/^[^:,]{1,40}:\s*/, '');
  return body
    .split(/\s*(?:,|;|\||•|·|\s\/\s|\band\b|&)\s*/)
    .map((s) =>
      s
        .replace(/\s*[[(][^\])]*[\])]\s*$/, '')
        .replace(/[.:]$/, '')
        .trim(),
    )
    .filter((s) => s.length > 0 && s.length <= 60);
}

/**
 * `boundaries` (begin / inside / none per line, from the boundary model) says where entries
 * begin; without it an entry begins at a head line after a body or at a second date range.
 */
export function assembleResume(
  lines: LayoutLine[],
  labels: string[],
  boundaries?: string[],
): Pick<Resume, 'experience' | 'education' | 'skills'> {
  let section = 'header';
  const drafts: Record<'experience' | 'education', Draft[]> = { experience: [], education: [] };
  const skills: string[] = [];
  lines.forEach((l, i) => {
    const label = labels[i]!;
    const text = l.cells.join(' | ');
    if (label.startsWith('heading_')) {
      section = label.slice('heading_'.length);
      return;
    }
    if (label === 'skill') {
      skills.push(...skillItems(l.cells.join(', ')));
      return;
    }
    if (section !== 'experience' && section !== 'education') return;
    const list = drafts[section];
    const current = list.at(-1);
    if (headLabels.has(label)) {
      // A second date range is a second entry even without a body between them.
      const dated = (t: string) => dateRangePattern.test(t);
      const begins = boundaries
        ? boundaries[i] === 'begin'
        : current?.body.length || (dated(text) && current?.head.some(dated));
      if (!current || begins) list.push({ head: [text], body: [] });
      else current.head.push(text);
    } else if (current && (label === 'bullet' || label === 'other' || label === 'summary')) {
      current.body.push(text.replace(/^[•▸–-]\s*/, ''));
    }
  });
  return {
    experience: drafts.experience.map(experience),
    education: drafts.education.map(education),
    skills: skills.length ? { Skills: [...new Set(skills)] } : {},
  };
}
