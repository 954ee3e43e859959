// Labels for the layout reader's lines, taken from the content the document was rendered from:
// each line is matched against the fields it printed (case, dashes, quotes and spacing aside).
import type { LayoutLine } from '@/server/ai/resume-reading/layout-line';
import type { ResumeContent } from './generate-content';

export const labels = [
  'name',
  'title',
  'contact',
  'heading_experience',
  'heading_education',
  'heading_skills',
  'heading_summary',
  'heading_other',
  'entry_head',
  'role',
  'org',
  'date',
  'location',
  'bullet',
  'skill',
  'degree',
  'institution',
  'summary',
  'other',
] as const;
export type Label = (typeof labels)[number];

const entryParts = new Set<Label>(['role', 'org', 'date', 'location', 'degree', 'institution']);

/** The form two texts are compared in. */
export function matchForm(s: string): string {
  return s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‐‑‒–—―]/g, '-')
    .replace(/[‘’`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s*\|\s*/g, ' ')
    .replace(/\s*-\s*/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A printed field; `entry` numbers the job or study it belongs to (studies from 100). */
export type Field = { text: string; label: Label; entry?: number };

/** Every printed field of the content with the label its line takes. */
export function contentFields(c: ResumeContent): Field[] {
  const f: Field[] = [
    { text: c.name, label: 'name' },
    { text: c.title, label: 'title' },
    { text: c.email, label: 'contact' },
    { text: c.phone, label: 'contact' },
    { text: c.location, label: 'contact' },
    { text: c.url, label: 'contact' },
    { text: c.summary, label: 'summary' },
    { text: c.headings.experience, label: 'heading_experience' },
    { text: c.headings.education, label: 'heading_education' },
    { text: c.headings.skills, label: 'heading_skills' },
    { text: c.headings.summary, label: 'heading_summary' },
    { text: c.headings.other, label: 'heading_other' },
  ];
  c.jobs.forEach((j, entry) => {
    f.push({ text: j.role, label: 'role', entry }, { text: j.company, label: 'org', entry });
    f.push({ text: j.location, label: 'location', entry }, { text: j.dates, label: 'date', entry });
    for (const b of j.bullets) f.push({ text: b, label: 'bullet' });
  });
  c.studies.forEach((s, k) => {
    const entry = 100 + k;
    f.push(
      { text: s.degree, label: 'degree', entry },
      { text: s.institution, label: 'institution', entry },
    );
    f.push({ text: s.location, label: 'location', entry }, { text: s.dates, label: 'date', entry });
  });
  for (const g of c.skills) {
    if (g.label) f.push({ text: g.label, label: 'skill' });
    for (const s of g.items) f.push({ text: s, label: 'skill' });
  }
  for (const o of c.other) f.push({ text: o, label: 'other' });
  return f.map((x) => ({ ...x, text: matchForm(x.text) })).filter((x) => x.text.length > 0);
}

const wordChar = /[\p{L}\p{N}]/u;

/** Character positions of `line` that `field` covers (whole-word occurrences only). */
function cover(line: string, field: string, mark: boolean[]): boolean {
  let found = false;
  for (let at = line.indexOf(field); at >= 0; at = line.indexOf(field, at + 1)) {
    const before = line[at - 1];
    const after = line[at + field.length];
    if ((before && wordChar.test(before)) || (after && wordChar.test(after))) continue;
    for (let i = at; i < at + field.length; i++) mark[i] = true;
    found = true;
  }
  return found;
}

/** The label of one line's text among the document's fields. */
export function labelText(text: string, fields: Field[]): Label {
  const line = matchForm(text);
  const letters = [...line].filter((ch) => wordChar.test(ch)).length;
  if (!letters) return 'other';
  // A space lost or added by the PDF's text layer ("Education& Training").
  const compact = line.replace(/\s/g, '');
  const same = fields.find((f) => f.text.replace(/\s/g, '') === compact);
  if (same) return same.label;
  const marks = new Map<Label, boolean[]>();
  const whole = new Map<Label, number>();
  for (const f of fields) {
    // A piece of a longer field (a wrapped bullet's second line).
    if (line.length >= 6 && f.text.length > line.length && f.text.includes(line))
      whole.set(f.label, Math.max(whole.get(f.label) ?? 0, line.length / f.text.length));
    const mark = marks.get(f.label) ?? Array<boolean>(line.length).fill(false);
    if (cover(line, f.text, mark)) marks.set(f.label, mark);
  }
  const share = new Map<Label, number>();
  for (const [label, mark] of marks) {
    const n = [...line].filter((ch, i) => mark[i] && wordChar.test(ch)).length;
    share.set(label, n / letters);
  }
  for (const [label] of whole) share.set(label, Math.max(share.get(label) ?? 0, 1));
  const parts = [...share].filter(([l, s]) => entryParts.has(l) && s >= 0.08);
  const partsShare = parts.reduce((a, [, s]) => a + s, 0);
  if (parts.length >= 2 && partsShare >= 0.6 && !whole.size) return 'entry_head';
  let best: Label = 'other';
  let bestShare = 0;
  for (const [l, s] of share) if (s > bestShare) [best, bestShare] = [l, s];
  return bestShare >= 0.5 ? best : 'other';
}

export function labelLines(lines: LayoutLine[], content: ResumeContent): Label[] {
  const fields = contentFields(content);
  return lines.map((l) => labelText(l.cells.join(' | '), fields));
}

/**
 * The label of each part of a head line (head-spans.ts): the entry field it prints, whole or the
 * most of it ("other" when no field covers half of it).
 */
export function labelSpans(spans: string[], content: ResumeContent): string[] {
  const fields = contentFields(content).filter((f) => entryParts.has(f.label));
  return spans.map((raw) => {
    const span = matchForm(raw);
    let best = 'other';
    let share = 0;
    for (const f of fields) {
      let s = 0;
      if (f.text === span) s = 1;
      else if (span.length >= 3 && f.text.includes(span)) s = span.length / f.text.length + 0.3;
      else if (f.text.length >= 3 && span.includes(f.text)) s = f.text.length / span.length;
      if (s > share) [best, share] = [f.label, s];
    }
    return share >= 0.5 ? best : 'other';
  });
}
