// Skill category rules: suggested names, rename rejecting empty, unchanged or
// duplicate names, and add refusing duplicates. Category order is kept.
import { suggestedSkillCategories, type ResumeSkills } from '@/lib/resume/resume-schema';

export const duplicateCategoryMessage = 'A category with that name already exists.';

export type CategoryResult =
  { ok: true; skills: ResumeSkills } | { ok: false; error: string | null };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The suggested names (Languages, Frameworks, Tools, Others) not used yet. */
export function unusedSuggestions(skills: ResumeSkills): string[] {
  return suggestedSkillCategories.filter((s) => !Object.keys(skills).some((k) => same(k, s)));
}

/** Adds an empty category; an empty name is ignored, a duplicate is refused with the spec message. */
export function addCategory(skills: ResumeSkills, name: string): CategoryResult {
  const clean = name.trim();
  if (!clean) return { ok: false, error: null };
  if (Object.keys(skills).some((k) => same(k, clean)))
    return { ok: false, error: duplicateCategoryMessage };
  return { ok: true, skills: { ...skills, [clean]: [] } };
}

/**
 * Renames a category in place. Empty or unchanged names are rejected silently (error null: the
 * old name stays); a name another category already has is rejected with the spec message.
 */
export function renameCategory(skills: ResumeSkills, from: string, to: string): CategoryResult {
  const clean = to.trim();
  if (!clean || clean === from || !(from in skills)) return { ok: false, error: null };
  if (Object.keys(skills).some((k) => k !== from && same(k, clean)))
    return { ok: false, error: duplicateCategoryMessage };
  const next: ResumeSkills = {};
  for (const [k, v] of Object.entries(skills)) next[k === from ? clean : k] = v;
  return { ok: true, skills: next };
}

/** Removes a category (the screen asks for confirmation first). */
export function removeCategory(skills: ResumeSkills, name: string): ResumeSkills {
  const next = { ...skills };
  delete next[name];
  return next;
}
