// Small immutable edits of the structured resume used by the section editor.
import type { Resume, ResumeEntry } from '@/lib/resume/resume-schema';
import { allSectionKeys } from '@/components/resume/template/section-order';

export type ListSection = ResumeEntry[];

/** Returns a copy of `list` with the item at `from` moved by `by` places (clamped). */
export function move<T>(list: readonly T[], from: number, by: number): T[] {
  const to = Math.min(list.length - 1, Math.max(0, from + by));
  if (to === from) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** Returns a copy of `list` without index `i`. */
export function without<T>(list: readonly T[], i: number): T[] {
  return list.filter((_, j) => j !== i);
}

/** Returns a copy of `list` with index `i` replaced. */
export function replaceAt<T>(list: readonly T[], i: number, item: T): T[] {
  return list.map((x, j) => (j === i ? item : x));
}

/** The resume with one section replaced. */
export function setSection(resume: Resume, key: string, value: unknown): Resume {
  return { ...resume, [key]: value } as Resume;
}

/** The resume with a section moved up or down in the display order (written to `order`). */
export function moveSection(resume: Resume, key: string, by: number): Resume {
  const keys = allSectionKeys(resume);
  const i = keys.indexOf(key);
  if (i < 0) return resume;
  return { ...resume, order: move(keys, i, by) } as Resume;
}

/** The resume without a section (and without it in `order`). */
export function removeSection(resume: Resume, key: string): Resume {
  const next = { ...resume } as Record<string, unknown>;
  delete next[key];
  if (resume.order) next.order = resume.order.filter((k) => k !== key);
  return next as Resume;
}

/** The blank entry a list section starts a new item with. */
export function blankEntry(section: string): ResumeEntry {
  if (section === 'experience')
    return { role: '', company: '', location: '', startDate: '', endDate: '', achievements: [''] };
  if (section === 'projects') return { name: '', description: '', techStack: [], achievements: [] };
  if (section === 'education')
    return { degree: '', institution: '', location: '', startDate: '', endDate: '' };
  return { title: '', description: '' };
}
