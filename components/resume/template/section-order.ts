// Which sections print, and in what order: the resume's own `order` first, then any other
// non-empty section in the default order, then custom sections alphabetically.
import { defaultSectionOrder, type Resume } from '@/lib/resume/resume-schema';

const reserved = new Set(['header', 'order']);

function hasContent(value: unknown): boolean {
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  if (value && typeof value === 'object') return Object.keys(value).length > 0;
  return false;
}

/** Every section key of the resume (empty ones included) in display order. */
export function allSectionKeys(resume: Resume): string[] {
  const present = Object.keys(resume).filter((k) => !reserved.has(k));
  const out: string[] = [];
  const add = (k: string) => {
    if (!reserved.has(k) && !out.includes(k) && k in resume) out.push(k);
  };
  (resume.order ?? []).forEach(add);
  defaultSectionOrder.forEach(add);
  present.sort().forEach(add);
  return out;
}

/** The section keys that have content, in display order. */
export function visibleSectionKeys(resume: Resume): string[] {
  return allSectionKeys(resume).filter((k) => hasContent((resume as Record<string, unknown>)[k]));
}
