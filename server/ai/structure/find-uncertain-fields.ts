import 'server-only';
import type { Resume, ResumeEntry } from '@/lib/resume/resume-schema';
import { roleNounPattern } from '../lexicon/word-lists';

const organisationWords =
  /\b(?:inc|llc|ltd|gmbh|ag|corp|corporation|company|co|group|bank|university|universität|college|institute|school|academy|consulting|research|labs?|laboratory|startup|solutions|systems|technologies|interactive|studios?|agency|partners|foundation|hospital|ministry|department|industry)\b|\.(?:com|de|org|net|io|edu)\b/i;
const schoolWords =
  /\b(?:university|universität|universidad|université|college|institute|school|academy|polytechnic|hochschule|faculty)\b/i;
const phoneLabel = /\b(?:phone|tel|telephone|mobile|cell)\b\s*[:.]?/i;

/**
 * The fields of a structured resume the reader was unsure of, as paths ("header.fullName",
 * "experience.0.role", "skills.Languages"), for the editor to highlight for review. A field is
 * unsure when it is empty where the document shows one (a name, an e-mail, a phone after a
 * "Phone" label, an entry's dates), a phone printed with masked digits, when nothing told position from organisation (no position
 * word and no organisation word: the order was guessed), an institution with no school word, or
 * a skill item that reads like a phrase cut by a line wrap.
 */
export function findUncertainFields(resume: Resume, text: string): string[] {
  const out: string[] = [];
  const { header } = resume;
  const nameWords = header.fullName.trim().split(/\s+/).filter(Boolean).length;
  if (nameWords < 2 || nameWords > 4) out.push('header.fullName');
  if (!header.email) out.push('header.email');
  if ((!header.phone && phoneLabel.test(text)) || /[x*]/i.test(header.phone))
    out.push('header.phone');
  for (const [i, entry] of (resume.experience ?? []).entries())
    out.push(...experienceDoubts(entry).map((k) => `experience.${i}.${k}`));
  for (const [i, entry] of (resume.education ?? []).entries()) {
    if (!entry.institution?.trim() || !schoolWords.test(entry.institution))
      out.push(`education.${i}.institution`);
    if (!entry.degree?.trim()) out.push(`education.${i}.degree`);
  }
  for (const [category, items] of Object.entries(resume.skills ?? {})) {
    if (
      items.some(
        (s) =>
          s.split(/\s+/).length > 5 ||
          /^(?:and|or|of|the|with|for|to|in)\b|\b(?:and|or|of|the|with|for|to|in)$/i.test(s.trim()),
      )
    )
      out.push(`skills.${category}`);
  }
  return out;
}

function experienceDoubts(entry: ResumeEntry): string[] {
  const doubts: string[] = [];
  const role = entry.role?.trim() ?? '';
  const company = entry.company?.trim() ?? '';
  if (!role) doubts.push('role');
  if (!company) doubts.push('company');
  if (role && company && !roleNounPattern.test(role) && !organisationWords.test(company))
    doubts.push('role', 'company');
  if (!entry.startDate?.trim() && !entry.endDate?.trim()) doubts.push('startDate', 'endDate');
  return [...new Set(doubts)];
}
