import 'server-only';
import { emptyApplyProfile, type ApplyProfile } from '@/lib/apply/profile-schema';
import type { Resume, ResumeEntry } from '@/lib/resume/resume-schema';

const ongoing = /present|current|now|today|ongoing|heute|aujourd/i;

/** "Mar 2021", "2021-03", "03/2021" → 202103 (a sortable month); 0 when no year is found. */
function monthOf(text: string | undefined): number {
  const year = /\b(19|20)\d{2}\b/.exec(text ?? '')?.[0];
  if (!year) return 0;
  const months = [
    'jan',
    'feb',
    'mar',
    'apr',
    'may',
    'jun',
    'jul',
    'aug',
    'sep',
    'oct',
    'nov',
    'dec',
  ];
  const lower = (text ?? '').toLowerCase();
  const named = months.findIndex((m) => lower.includes(m));
  const numeric = /\b(0?[1-9]|1[0-2])[/-](19|20)\d{2}\b|\b(19|20)\d{2}-(0[1-9]|1[0-2])\b/.exec(
    lower,
  );
  const month = named >= 0 ? named + 1 : numeric ? Number(numeric[1] ?? numeric[4]) : 1;
  return Number(year) * 100 + month;
}

/** The entry the person holds now (no end or "Present"), the most recently started; else the first listed. */
export function latestExperience(resume: Resume): ResumeEntry | null {
  const entries = ((resume.experience as ResumeEntry[] | undefined) ?? []).filter(
    (e) => e.company?.trim() || e.role?.trim(),
  );
  if (!entries.length) return null;
  const current = entries.filter((e) => !e.endDate?.trim() || ongoing.test(e.endDate));
  const pool = current.length ? current : entries;
  return pool.reduce((best, e) => (monthOf(e.startDate) > monthOf(best.startDate) ? e : best));
}

/** "+44 7700 900123" → {code: "+44", phone: "7700 900123"}; a number without a separated code stays whole. */
export function splitPhone(phone: string): { code: string | null; phone: string } {
  const match = /^\s*\+(\d{1,3})[\s.-]+(.+)$/.exec(phone);
  if (!match) return { code: null, phone: phone.trim() };
  return { code: `+${match[1]}`, phone: match[2]!.trim() };
}

const link = (url: string | undefined) => {
  const v = url?.trim();
  if (!v) return null;
  const withScheme = /^https?:\/\//i.test(v) ? v : `https://${v}`;
  return /^https?:\/\/[^\s]+$/i.test(withScheme) && withScheme.length <= 500 ? withScheme : null;
};
const clip = (v: string | undefined, max = 200) => (v?.trim() ? v.trim().slice(0, max) : null);

/**
 * The profile a user who never saved one starts with: name, phone and links from the current
 * resume's header, the account's email, the current company and title from the latest experience
 * entry; everything else empty (self-identification: decline).
 */
export function prefillApplyProfile({
  email,
  resume,
}: {
  email: string;
  resume: Resume | null;
}): ApplyProfile {
  const profile = emptyApplyProfile();
  profile.email = email;
  if (!resume) return profile;
  const { header } = resume;
  const names = (header.fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (names.length) {
    profile.first_name = clip(names[0]);
    profile.last_name = names.length > 1 ? clip(names.slice(1).join(' ')) : null;
  }
  if (header.phone?.trim()) {
    const { code, phone } = splitPhone(header.phone);
    profile.phone_country_code = code;
    profile.phone = /^[\d\s().+-]+$/.test(phone) ? phone.slice(0, 40) : null;
  }
  profile.linkedin_url = link(header.linkedin);
  profile.github_url = link(header.github);
  profile.website_url = link(header.portfolio);
  const current = latestExperience(resume);
  profile.current_company = clip(current?.company);
  profile.current_title = clip(current?.role);
  return profile;
}
