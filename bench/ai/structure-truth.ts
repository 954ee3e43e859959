// How a structured resume is scored against source-derived ground truth (shared by
// bench/ai/structure-layouts.ts, bench/ai/structure-real.ts and training/reader's held-out
// evaluation). Conventions: ../shared/corpus/RESUMES_GROUND_TRUTH.md and
// ../shared/corpus/dev/resumes/real/README.md (case-insensitive, dashes/quotes/spacing normalised).
import type { Resume } from '@/lib/resume/resume-schema';

export type Truth = {
  file: string;
  /** Set where the truth names them (the extra real-CV sets do); else taken from the file name / README. */
  family?: string;
  language?: string;
  name: string;
  email: string | null;
  phone: string | null;
  experience: { role: string; company: string; start: string | null; end: string | null }[];
  education: { institution: string; degree: string | null }[];
  skills: string[];
};

/** Case, spacing, dashes, quotes and ligatures as the ground truth says to compare them. */
export const norm = (s: string | null | undefined) =>
  (s ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‐‑‒–—―]/g, '-')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s*-\s*/g, '-')
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s+/g, ' ')
    .trim();
/** Open ends: "present", "Present", "now", "NOW", "Ongoing" all mean the same to a reader. */
const openEnd = (s: string) => (/^(present|now|ongoing|current|today)$/.test(s) ? 'present' : s);
const phoneKey = (s: string | null | undefined) =>
  (s ?? '').replace(/[^\d*+]/g, '').replace(/^\+/, '');
export const samePhone = (got: string, want: string | null) => {
  const a = phoneKey(got);
  const b = phoneKey(want);
  return (
    a === b ||
    (a.length > 4 &&
      b.length > 4 &&
      (a.endsWith(b) || b.endsWith(a)) &&
      Math.abs(a.length - b.length) <= 3)
  );
};

type Entry = NonNullable<Resume['experience']>[number];
type WantEntry = Truth['experience'][number];
const sameRoleCompany = (got: Entry, want: WantEntry) =>
  norm(got.role) === norm(want.role) && norm(got.company) === norm(want.company);
/** The printed dates; a single printed date may sit in either date field. */
function sameDates(got: Entry, want: WantEntry): boolean {
  const gs = norm(got.startDate);
  const ge = openEnd(norm(got.endDate));
  const ws = norm(want.start);
  const we = openEnd(norm(want.end));
  if (!we) return (gs === ws && !ge) || (ge === ws && !gs);
  return gs === ws && ge === we;
}

/** Pairs wanted with read items one to one (first match wins); returns how many matched and the leftovers. */
function pair<G, W>(got: G[], want: W[], same: (g: G, w: W) => boolean) {
  const free = [...got];
  const missed: W[] = [];
  let matched = 0;
  for (const w of want) {
    const i = free.findIndex((g) => same(g, w));
    if (i >= 0) {
      matched++;
      free.splice(i, 1);
    } else missed.push(w);
  }
  return { matched, missed, extra: free };
}

export function allSkills(r: Resume): string[] {
  return Object.values(r.skills ?? {})
    .flat()
    .map(norm);
}

export type Score = {
  file: string;
  family: string;
  entries: [number, number];
  entriesRight: boolean;
  /** Entries with role and company right. */
  roleCompany: [number, number];
  /** … and their printed dates too. */
  entryFields: [number, number];
  name: boolean;
  email: boolean;
  /** null when the document prints no phone and none was read (one read there is wrong). */
  phone: boolean | null;
  education: boolean;
  institutions: [number, number];
  skillsWhole: [number, number];
  wrapSplits: string[];
  ms: number;
  notes: string[];
};

/** One resume read against its truth: every figure the structure benches print, and the misses. */
export function scoreResume(resume: Resume, truth: Truth, family: string, ms: number): Score {
  const got = resume.experience ?? [];
  const notes: string[] = [];
  const full = pair(got, truth.experience, (g, w) => sameRoleCompany(g, w) && sameDates(g, w));
  const rc = pair(got, truth.experience, sameRoleCompany);
  for (const w of full.missed)
    notes.push(`entry missed: ${w.role} | ${w.company} | ${w.start} – ${w.end}`);
  for (const g of full.extra)
    notes.push(`entry read: ${g.role} | ${g.company} | ${g.startDate} – ${g.endDate}`);
  const edu = resume.education ?? [];
  const inst = pair(edu, truth.education, (g, w) => norm(g.institution) === norm(w.institution));
  for (const w of inst.missed) notes.push(`institution missed: ${w.institution}`);
  const skills = allSkills(resume);
  const wanted = truth.skills.map(norm);
  const whole = wanted.filter((s) => skills.includes(s)).length;
  // A wrap split: an item read that is a strict piece of one listed skill or phrase ("Google Cloud" of "Google Cloud Platform").
  const wrapSplits = skills.filter(
    (s) =>
      !wanted.includes(s) &&
      s.length > 1 &&
      wanted.some(
        (w) =>
          w.includes(s) &&
          w !== s &&
          new RegExp(`(^|[ ,/-])${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[ ,/-])`).test(w),
      ),
  );
  const name = norm(resume.header.fullName) === norm(truth.name);
  const email = norm(resume.header.email) === norm(truth.email);
  const phone =
    truth.phone === null && !resume.header.phone
      ? null
      : samePhone(resume.header.phone, truth.phone);
  if (!name) notes.push(`name: want "${truth.name}", got "${resume.header.fullName}"`);
  if (!email) notes.push(`email: want "${truth.email}", got "${resume.header.email}"`);
  if (phone === false) notes.push(`phone: want "${truth.phone}", got "${resume.header.phone}"`);
  const education = edu.length === truth.education.length;
  if (!education) notes.push(`education: want ${truth.education.length}, got ${edu.length}`);
  const missing = truth.skills.filter((s) => !skills.includes(norm(s)));
  if (missing.length) notes.push(`skills not whole: ${missing.join('; ')}`);
  if (wrapSplits.length) notes.push(`wrap splits: ${wrapSplits.join('; ')}`);
  const n = truth.experience.length;
  return {
    file: truth.file,
    family,
    entries: [got.length, n],
    entriesRight: got.length === n,
    roleCompany: [rc.matched, n],
    entryFields: [full.matched, n],
    name,
    email,
    phone,
    education,
    institutions: [inst.matched, truth.education.length],
    skillsWhole: [whole, wanted.length],
    wrapSplits,
    ms,
    notes,
  };
}

const pct = (a: number, b: number) => (b ? `${Math.round((100 * a) / b)}%` : '—');

/** The issue-39 figures summed over a group of scored resumes (one row of a per-family table). */
export function summarise(label: string, rows: Score[]) {
  const sum = (f: (s: Score) => number) => rows.reduce((a, s) => a + f(s), 0);
  const n = rows.length;
  const frac = (f: (s: Score) => [number, number]) => {
    const a = sum((s) => f(s)[0]);
    const b = sum((s) => f(s)[1]);
    return `${a}/${b} ${pct(a, b)}`;
  };
  const phones = rows.filter((s) => s.phone !== null);
  return {
    family: label,
    resumes: n,
    name: `${sum((s) => +s.name)}/${n}`,
    email: `${sum((s) => +s.email)}/${n}`,
    phone: `${phones.filter((s) => s.phone).length}/${phones.length}`,
    'exp. count': `${sum((s) => +s.entriesRight)}/${n}`,
    'role+company': frac((s) => s.roleCompany),
    '+dates': frac((s) => s.entryFields),
    institutions: frac((s) => s.institutions),
    'edu. count': `${sum((s) => +s.education)}/${n}`,
    'skills whole': frac((s) => s.skillsWhole),
    'wrap splits': sum((s) => s.wrapSplits.length),
  };
}

/** A per-file table row. */
export function fileRow(s: Score) {
  const ok = (b: boolean) => (b ? '✓' : '✗');
  return {
    file: s.file,
    entries: `${ok(s.entriesRight)} ${s.entries[0]}/${s.entries[1]}`,
    'role+company': `${s.roleCompany[0]}/${s.roleCompany[1]}`,
    '+dates': `${s.entryFields[0]}/${s.entryFields[1]}`,
    name: ok(s.name),
    email: ok(s.email),
    phone: s.phone === null ? '—' : ok(s.phone),
    institutions: `${s.institutions[0]}/${s.institutions[1]}`,
    'skills whole': `${s.skillsWhole[0]}/${s.skillsWhole[1]}`,
    ms: Math.round(s.ms),
  };
}
