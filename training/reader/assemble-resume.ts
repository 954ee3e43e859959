// Experience, education and skills assembled from labelled layout lines (ADR 235): sections open
// at heading labels; an entry's head lines are cut into parts (head-spans.ts) that the span
// labeller calls role, org, date, location, degree or institution; an entry begins at a head line
// after a body, or at a part of a kind the entry already has (a second role, a second date range).
// Every field keeps the probability the labeller gave it.
import type { Resume } from '@/lib/resume/resume-schema';
import { dateRangePattern } from '@/server/ai/lexicon/date-patterns';
import type { LayoutLine } from '@/server/ai/resume-reading/layout-line';
import { locationOnly } from '@/server/ai/resume-reading/resume-line-patterns';
import { headSpans, spanFeatures } from './head-spans';

export const headLabels = new Set([
  'entry_head',
  'role',
  'org',
  'date',
  'location',
  'degree',
  'institution',
]);

/** The span model: its labels and the probability of each for the feature rows of a line's parts. */
export type SpanLabeller = {
  labels: readonly string[];
  probabilities: (features: string[][]) => Float64Array[];
};

type Part = {
  text: string;
  label: string;
  p: number;
  line: number;
  probs: Record<string, number>;
};
type Draft = { parts: Part[]; body: string[]; lines: number[]; employer?: Part[] };

const single =
  /^(?:(?:since|seit|depuis|desde|dal|sinds)\s+)?(?:\p{L}{3,9}\.?\s+)?(?:19|20)\d{2}$/iu;
const sinceWord = /^(?:since|seit|depuis|desde|dal|sinds)\s+/i;
/** The kinds of which an entry has one: a second one begins the next entry. */
const unique = new Set(['role', 'date', 'degree']);

/**
 * The label of each part, a line holding one role, one date and one degree at most: where two
 * parts want the same one, the likelier keeps it and the other takes its next best label
 * ("Nexus AI, Co-Founder & CTO": the company is the part less like a role).
 */
export function assignSpans(
  probs: Float64Array[],
  labels: readonly string[],
): { label: string; confidence: number }[] {
  const taken = new Set<number>();
  const out = probs.map(() => ({ label: 'other', confidence: 0 }));
  const order = probs
    .flatMap((p, i) => [...p].map((v, k) => ({ i, k, v })))
    .sort((a, b) => b.v - a.v);
  const done = new Set<number>();
  for (const { i, k, v } of order) {
    if (done.has(i) || taken.has(k)) continue;
    out[i] = { label: labels[k]!, confidence: v };
    done.add(i);
    if (unique.has(labels[k]!)) taken.add(k);
  }
  return out;
}

/** Start and end of a date part ("Mar 2021 – Present", "Since 2017", "2019"). */
export function datesOf(text: string): { start: string; end: string } {
  const range = dateRangePattern.exec(text);
  if (range) return { start: range[1]!, end: range[2]! };
  const t = text.replace(/[()]/g, '').trim();
  // One date ("Summer 2019", "2016 / 09", "Since Mar 2017"): the start, open-ended.
  if (single.test(t) || (/\b(19|20)\d{2}\b/.test(t) && t.split(/\s+/).length <= 4))
    return { start: t.replace(sinceWord, ''), end: '' };
  return { start: '', end: '' };
}

const best = (parts: Part[], label: string) =>
  parts.filter((p) => p.label === label).sort((a, b) => b.p - a.p)[0];

/** What an entry's two name fields are read from: the labels whose probabilities count for each. */
const fieldsOf = {
  experience: [
    ['role', ['role']],
    ['company', ['org', 'institution']],
  ],
  education: [
    ['institution', ['institution', 'org']],
    ['degree', ['degree', 'role']],
  ],
} as const;

/**
 * The entry's two name fields from its parts (dates aside): the likeliest part for a field takes
 * it, each part fills one field at most (a line "Politecnico di Milano | Laurea in Ingegneria"
 * read as two institutions still gives a degree); an organisation keeps the neighbours on its line
 * the model is sure of too ("Department of X, University Y").
 */
function nameFields(d: Draft, kind: keyof typeof fieldsOf) {
  const parts = d.parts.filter((p) => p.label !== 'date');
  const score = (p: Part, labels: readonly string[]) =>
    labels.reduce((a, l) => a + (p.probs[l] ?? 0), 0);
  const chosen = new Map<string, { part: Part; v: number; labels: readonly string[] }>();
  const used = new Set<Part>();
  const order = fieldsOf[kind]
    .flatMap(([field, labels]) => parts.map((p) => ({ field, labels, p, v: score(p, labels) })))
    .sort((a, b) => b.v - a.v);
  for (const { field, labels, p, v } of order) {
    if (chosen.has(field) || used.has(p)) continue;
    chosen.set(field, { part: p, v, labels });
    used.add(p);
  }
  const out: Record<string, { text: string; p: number } | undefined> = {};
  for (const [field, { part, v, labels }] of chosen) {
    // Only a company keeps its neighbours: after an institution they are mostly the field of study.
    const join = field === 'company';
    const same = parts.filter(
      (q) =>
        q === part ||
        (join && !used.has(q) && q.line === part.line && labels.includes(q.label) && q.p >= 0.5),
    );
    out[field] = { text: same.map((q) => q.text).join(', '), p: v };
  }
  return out;
}

export type Confidence = Record<string, number>;

function experience(d: Draft, i: number, conf: Confidence) {
  const f = nameFields(d, 'experience');
  const company =
    f.company ??
    (d.employer?.length
      ? nameFields({ ...d, parts: d.employer }, 'experience').company
      : undefined);
  const date = best(d.parts, 'date');
  const { start, end } = datesOf(date?.text ?? '');
  conf[`experience.${i}.role`] = f.role?.p ?? 0;
  conf[`experience.${i}.company`] = company?.p ?? 0;
  conf[`experience.${i}.startDate`] = date?.p ?? 0;
  return {
    role: f.role?.text ?? '',
    company: company?.text ?? '',
    startDate: start,
    endDate: end,
    achievements: d.body,
  };
}

function education(d: Draft, i: number, conf: Confidence) {
  const f = nameFields(d, 'education');
  const date = best(d.parts, 'date');
  const { start, end } = datesOf(date?.text ?? '');
  conf[`education.${i}.institution`] = f.institution?.p ?? 0;
  conf[`education.${i}.degree`] = f.degree?.p ?? 0;
  return {
    institution: f.institution?.text ?? '',
    degree: f.degree?.text ?? '',
    startDate: start,
    endDate: end,
  };
}

/** Items of a skills line: "Label: a, b and c" → a, b, c (the label dropped). */
export function skillItems(line: string): string[] {
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

const introducesList = (l: LayoutLine) =>
  l.cells.length === 1 && /:\s*$/.test(l.cells[0]!) && !/\d{2}/.test(l.cells[0]!);

/** A one-word place after the role on its line ("Danggeun Pay Inc. | S.Korea"), whatever its label. */
const placeAfter = (p: Part, role: Part) =>
  p.line === role.line &&
  (locationOnly.test(p.text) || /^[\p{Lu}][\p{L}.'-]+$/u.test(p.text.trim()));

/** A sentence of a description ("A large project required …"), not a head line. */
const sentence = (l: LayoutLine) =>
  l.cells.length === 1 &&
  l.cells[0]!.trim().split(/\s+/).length >= 12 &&
  !/[|•·]|\b(?:19|20)\d{2}\b|\d{2}\s*[-–]/.test(l.cells[0]!);
const shortName = (l: LayoutLine) =>
  l.cells.length === 1 &&
  !/\d|[.:;]$/.test(l.cells[0]!.trim()) &&
  l.cells[0]!.trim().split(/\s+/).length <= 6;

export type Assembled = Pick<Resume, 'experience' | 'education' | 'skills'> & {
  confidence: Confidence;
};

export function assembleResume(
  lines: LayoutLine[],
  labels: string[],
  spanLabel: SpanLabeller,
): Assembled {
  let section = 'header';
  const drafts: Record<'experience' | 'education', Draft[]> = { experience: [], education: [] };
  const skills: string[] = [];
  lines.forEach((line, i) => {
    let l = line;
    let label = labels[i]!;
    if (label.startsWith('heading_')) {
      section = label.slice('heading_'.length);
      // A heading in a margin column beside its section's first line ("POSITIONS | BMW Group"):
      // the cells after it are that line.
      if (l.cells.length < 2 || (section !== 'experience' && section !== 'education')) return;
      l = { ...l, cells: l.cells.slice(1) };
      label = 'entry_head';
    }
    if (label === 'skill') {
      skills.push(...skillItems(l.cells.join(', ')));
      return;
    }
    if (section !== 'experience' && section !== 'education') return;
    const list = drafts[section];
    const current = list.at(-1);
    // A line that introduces a list ("Technologies include:", "Achievements:") is body, not a head.
    if (headLabels.has(label) && (introducesList(l) || sentence(l))) label = 'other';
    // A short line right under a head line that has a role and no organisation yet is its
    // organisation when the labeller did not call it a head line ("Systems Analyst | 2014" over
    // "Research and Development").
    if (
      !headLabels.has(label) &&
      label !== 'bullet' &&
      section === 'experience' &&
      current &&
      !current.body.length &&
      current.lines.at(-1) === i - 1 &&
      current.parts.some((p) => p.label === 'role') &&
      !current.parts.some((p) => p.label === 'org' || p.label === 'institution') &&
      !locationOnly.test(l.cells[0]!.trim()) &&
      shortName(l)
    ) {
      const [probs] = spanLabel.probabilities(spanFeatures(headSpans(l), l, section));
      const at = (name: string) => probs?.[spanLabel.labels.indexOf(name)] ?? 0;
      current.parts.push({
        text: l.cells[0]!.trim(),
        label: 'org',
        p: at('org') + at('institution'),
        line: i,
        probs: { org: at('org') + at('institution') },
      });
      current.lines.push(i);
      return;
    }
    if (headLabels.has(label)) {
      const spans = headSpans(l);
      const probs = spanLabel.probabilities(spanFeatures(spans, l, section));
      const got = assignSpans(probs, spanLabel.labels);
      const parts = spans
        .map((s, k) => ({
          text: s.text,
          label: got[k]!.label,
          p: got[k]!.confidence,
          line: i,
          probs: Object.fromEntries(spanLabel.labels.map((name, j) => [name, probs[k]![j]!])),
        }))
        .filter((p) => p.label !== 'other' && p.label !== 'location');
      // A second role right under a head line whose entry has no organisation, with no date of
      // its own, is that organisation ("Biomedical Engineer | 02/2020" over "Siemens Healthcare").
      if (
        section === 'experience' &&
        current &&
        !current.body.length &&
        current.lines.at(-1) === i - 1 &&
        current.parts.some((p) => p.label === 'role') &&
        !current.parts.some((p) => p.label === 'org' || p.label === 'institution') &&
        parts.some((p) => p.label === 'role') &&
        !parts.some((p) => p.label === 'date' || p.label === 'degree' || p.label === 'org')
      ) {
        const org = parts
          .filter((p) => p.label === 'role' || p.label === 'org')
          .sort((a, b) => (b.probs.org ?? 0) - (a.probs.org ?? 0))[0];
        if (org) {
          current.parts.push({ ...org, label: 'org', p: org.probs.org ?? org.p });
          current.lines.push(i);
          return;
        }
      }
      // An employer's line read as a role, right above a role line with its dates ("Dunamu Inc. |
      // Seoul" over "DevOps Engineer | Sep. 2023 – Mar. 2024"): its role part is the organisation.
      const held = current?.parts.filter((p) => p.label === 'role') ?? [];
      if (
        section === 'experience' &&
        current &&
        !current.body.length &&
        current.lines.at(-1) === i - 1 &&
        held.length === 1 &&
        current.parts.every((p) => p === held[0] || placeAfter(p, held[0]!)) &&
        parts.some((p) => p.label === 'role') &&
        parts.some((p) => p.label === 'date')
      ) {
        const org = held[0]!;
        org.label = 'org';
        org.p = org.probs.org ?? org.p;
        current.parts = [org];
      }
      const clash = parts.some(
        (p) => unique.has(p.label) && current?.parts.some((q) => q.label === p.label),
      );
      // After a body, a line of organisation or place only begins an entry when a head line
      // follows it (an employer above its role); otherwise it is more of the body ("Advisor: …").
      const core = parts.some((p) => unique.has(p.label));
      if (current?.body.length && !core && !headLabels.has(labels[i + 1] ?? '')) {
        current.body.push(l.cells.join(' '));
        return;
      }
      if (!current || current.body.length || clash) {
        // Roles under one employer's line: the next role without an organisation is there too.
        const own = current?.parts.filter(
          (p) =>
            p.label === 'org' && current.parts.every((q) => q.line !== p.line || q.label === 'org'),
        );
        list.push({
          parts,
          body: [],
          lines: [i],
          employer: own?.length ? own : current?.employer,
        });
      } else {
        current.parts.push(...parts);
        current.lines.push(i);
      }
    } else if (current && (label === 'bullet' || label === 'other' || label === 'summary')) {
      current.body.push(l.cells.join(' ').replace(/^[•▸–-]\s*/, ''));
    }
  });
  const confidence: Confidence = {};
  return {
    experience: drafts.experience.map((d, i) => experience(d, i, confidence)),
    education: drafts.education.map((d, i) => education(d, i, confidence)),
    skills: skills.length ? { Skills: [...new Set(skills)] } : {},
    confidence,
  };
}
