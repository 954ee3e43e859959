// Structure figures on published builder and template resumes, per layout family (printed, never
// asserted). Ground truth: ../shared/corpus/dev/resumes/ground_truth/*.json, taken from the source
// each PDF was rendered from (see shared/corpus/RESUMES_GROUND_TRUTH.md). Each PDF goes through
// the same reading as POST /api/ai/resume/structure (document worker → local structurer).
// Run: npx tsx --import ./bench/pdf/server-only-shim.mjs bench/ai/structure-layouts.ts [--verbose]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Resume } from '@/lib/resume/resume-schema';
import { structureResumeDocument } from '@/server/ai/structure/structure-resume-document';
import { corpusDir } from '@/bench/corpus';

type Truth = {
  file: string;
  name: string;
  email: string | null;
  phone: string | null;
  experience: { role: string; company: string; start: string | null; end: string | null }[];
  education: { institution: string; degree: string | null }[];
  skills: string[];
};

const verbose = process.argv.includes('--verbose');
const truthDir = path.join(corpusDir, 'resumes/ground_truth');
const pdfDir = path.join(corpusDir, 'resumes/pdf');
if (!existsSync(truthDir) || !existsSync(pdfDir)) {
  console.log(`The shared corpus is absent: no ${truthDir} (or no ${pdfDir}).`);
  console.log(
    'This benchmark needs ../shared/corpus/dev beside the repository (or CORPUS_DIR). Nothing was measured.',
  );
  process.exit(0);
}

/** Case, spacing, dashes, quotes and ligatures as the ground truth says to compare them. */
const norm = (s: string | null | undefined) =>
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
const samePhone = (got: string, want: string | null) => {
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
/** Role, company and the printed dates; a single printed date may sit in either date field. */
function entryMatches(got: Entry, want: Truth['experience'][number]): boolean {
  if (norm(got.role) !== norm(want.role) || norm(got.company) !== norm(want.company)) return false;
  const gs = norm(got.startDate);
  const ge = openEnd(norm(got.endDate));
  const ws = norm(want.start);
  const we = openEnd(norm(want.end));
  if (!we) return (gs === ws && !ge) || (ge === ws && !gs);
  return gs === ws && ge === we;
}

function allSkills(r: Resume): string[] {
  return Object.values(r.skills ?? {})
    .flat()
    .map(norm);
}

type Score = {
  file: string;
  family: string;
  entries: [number, number];
  entriesRight: boolean;
  entryFields: [number, number];
  name: boolean;
  email: boolean;
  phone: boolean;
  education: boolean;
  skillsWhole: [number, number];
  wrapSplits: string[];
  ms: number;
  notes: string[];
};

async function scoreFile(truth: Truth): Promise<Score> {
  const bytes = new Uint8Array(readFileSync(path.join(pdfDir, truth.file)));
  const t0 = performance.now();
  const { resume } = await structureResumeDocument({ bytes });
  const ms = performance.now() - t0;
  const got = resume.experience ?? [];
  const notes: string[] = [];
  const free = [...got];
  let matched = 0;
  for (const want of truth.experience) {
    const i = free.findIndex((g) => entryMatches(g, want));
    if (i >= 0) {
      matched++;
      free.splice(i, 1);
    } else notes.push(`entry missed: ${want.role} | ${want.company} | ${want.start} – ${want.end}`);
  }
  for (const g of free)
    notes.push(`entry read: ${g.role} | ${g.company} | ${g.startDate} – ${g.endDate}`);
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
  const phone = samePhone(resume.header.phone, truth.phone);
  if (!name) notes.push(`name: want "${truth.name}", got "${resume.header.fullName}"`);
  if (!email) notes.push(`email: want "${truth.email}", got "${resume.header.email}"`);
  if (!phone) notes.push(`phone: want "${truth.phone}", got "${resume.header.phone}"`);
  const education = (resume.education?.length ?? 0) === truth.education.length;
  if (!education)
    notes.push(`education: want ${truth.education.length}, got ${resume.education?.length ?? 0}`);
  const missing = truth.skills.filter((s) => !skills.includes(norm(s)));
  if (missing.length) notes.push(`skills not whole: ${missing.join('; ')}`);
  if (wrapSplits.length) notes.push(`wrap splits: ${wrapSplits.join('; ')}`);
  return {
    file: truth.file,
    family: truth.file.split('_')[0]!,
    entries: [got.length, truth.experience.length],
    entriesRight: got.length === truth.experience.length,
    entryFields: [matched, truth.experience.length],
    name,
    email,
    phone,
    education,
    skillsWhole: [whole, wanted.length],
    wrapSplits,
    ms,
    notes,
  };
}

const truths = readdirSync(truthDir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(path.join(truthDir, f), 'utf8')) as Truth);
const scores: Score[] = [];
for (const truth of truths) scores.push(await scoreFile(truth));

const ok = (b: boolean) => (b ? '✓' : '✗');
console.log(
  `\n## Published builder/template resumes (${scores.length}, ground truth from their sources)`,
);
console.table(
  scores.map((s) => ({
    file: s.file,
    entries: `${ok(s.entriesRight)} ${s.entries[0]}/${s.entries[1]}`,
    'role+company+dates': `${s.entryFields[0]}/${s.entryFields[1]}`,
    name: ok(s.name),
    email: ok(s.email),
    phone: ok(s.phone),
    education: ok(s.education),
    'skills whole': `${s.skillsWhole[0]}/${s.skillsWhole[1]}`,
    'wrap splits': s.wrapSplits.length,
    ms: Math.round(s.ms),
  })),
);
if (verbose)
  for (const s of scores) if (s.notes.length) console.log(`\n${s.file}\n  ${s.notes.join('\n  ')}`);

const pct = (a: number, b: number) => (b ? `${Math.round((100 * a) / b)}%` : '—');
function line(label: string, rows: Score[]) {
  const sum = (f: (s: Score) => number) => rows.reduce((a, s) => a + f(s), 0);
  const n = rows.length;
  const entriesRight = sum((s) => +s.entriesRight);
  const fields = sum((s) => s.entryFields[0]);
  const fieldsAll = sum((s) => s.entryFields[1]);
  const skills = sum((s) => s.skillsWhole[0]);
  const skillsAll = sum((s) => s.skillsWhole[1]);
  return {
    family: label,
    resumes: n,
    'entry count': `${entriesRight}/${n} ${pct(entriesRight, n)}`,
    'role+company+dates': `${fields}/${fieldsAll} ${pct(fields, fieldsAll)}`,
    name: `${sum((s) => +s.name)}/${n}`,
    email: `${sum((s) => +s.email)}/${n}`,
    phone: `${sum((s) => +s.phone)}/${n}`,
    'education count': `${sum((s) => +s.education)}/${n}`,
    'skills whole': `${skills}/${skillsAll} ${pct(skills, skillsAll)}`,
    'wrap splits': sum((s) => s.wrapSplits.length),
  };
}
const families = [...new Set(scores.map((s) => s.family))];
console.log('\n## Per layout family');
console.table([
  ...families.map((f) =>
    line(
      f,
      scores.filter((s) => s.family === f),
    ),
  ),
  line('ALL', scores),
]);
const times = scores.map((s) => s.ms).sort((a, b) => a - b);
console.log(
  `read + structure per PDF: p50 ${Math.round(times[Math.floor(times.length / 2)]!)} ms, max ${Math.round(times.at(-1)!)} ms (first includes the worker's start)`,
);
process.exit(0);
