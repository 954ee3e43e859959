// Cover-letter grounding on the dev corpus: for each resume/job pair, the offline draft
// (server/tailoring/draft-cover-letter.ts) checked by the claim grounding (ground-letter.ts).
// Prints the share of sentences with a supporting resume line, the number of invented
// (unsupported) claims (goal 0), the words per letter and the draft time p50/p95 (target < 500 ms).
// Pairs: Resume-Matcher's master resume × its four e2e postings and its two golden-case postings
// (pairs/resumematcher_*, job_descriptions/text/resumematcher_e2e_*), and the 35 vanetik CVs
// (pairs/vanetik_vacancy_resume/CV, structured by our own reader) each with one of those postings.
// Tailored resumes (ADR 180, addendum) on the same pairs: proposeTailoring (server/tailoring/tailored-resumes)
// with every change applied; prints the changes by kind, the changes the guard refused, the
// invented claims left in the tailored resumes (goal 0), the keyword score before/after and the
// share of the reachable gain taken (the engine's "potential" score is the reachable one), and time.
// Run: npx tsx --import ./bench/pdf/server-only-shim.mjs bench/ai/tailoring.ts
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { resumeSchema, type Resume } from '@/lib/resume/resume-schema';
import { extractJobTerms } from '@/server/ai/job-terms/extract-job-terms';
import { findTerms } from '@/server/ai/job-terms/find-terms';
import { structureResumeDocument } from '@/server/ai/structure/structure-resume-document';
import { draftCoverLetter } from '@/server/tailoring/draft-cover-letter';
import { groundLetter } from '@/server/tailoring/ground-letter';
import { listResumeLines } from '@/server/tailoring/list-resume-lines';
import { analyzeTailoredResume } from '@/server/tailoring/tailored-resumes/analyze-tailored-resume';
import { applyTailoring } from '@/server/tailoring/tailored-resumes/apply-tailoring';
import { findInventedClaims } from '@/server/tailoring/tailored-resumes/find-invented-claims';
import { proposeTailoring } from '@/server/tailoring/tailored-resumes/propose-tailoring';
import { corpusDir, requireCorpus } from '../corpus';

requireCorpus('bench/ai/tailoring.ts');

type RmEntry = {
  title?: string;
  company?: string;
  institution?: string;
  degree?: string;
  name?: string;
  role?: string;
  location?: string;
  years?: string;
  description?: string[] | string;
};

/** Resume-Matcher's resume shape → ours (dates "Jan 2021 - Present" split in two). */
function fromResumeMatcher(d: Record<string, unknown>): Resume {
  const info = (d.personalInfo ?? {}) as Record<string, string>;
  const dates = (years?: string) => {
    const [startDate, endDate] = (years ?? '').split(/\s+[-–]\s+/);
    return { startDate: startDate || undefined, endDate: endDate || undefined };
  };
  const bullets = (v: RmEntry['description']) => (Array.isArray(v) ? v : v ? [v] : []);
  const additional = (d.additional ?? {}) as Record<string, string[]>;
  return resumeSchema.parse({
    header: {
      fullName: info.name ?? '',
      title: info.title ?? '',
      email: info.email ?? '',
      phone: info.phone ?? '',
      location: info.location ?? '',
      linkedin: info.linkedin ?? '',
      github: info.github ?? '',
      portfolio: info.website ?? '',
    },
    summary: d.summary,
    experience: ((d.workExperience ?? []) as RmEntry[]).map((e) => ({
      role: e.title,
      company: e.company,
      location: e.location,
      ...dates(e.years),
      achievements: bullets(e.description),
    })),
    projects: ((d.personalProjects ?? []) as RmEntry[]).map((e) => ({
      name: e.name,
      title: e.role,
      ...dates(e.years),
      achievements: bullets(e.description),
    })),
    education: ((d.education ?? []) as RmEntry[]).map((e) => ({
      institution: e.institution,
      degree: e.degree,
      ...dates(e.years),
      description: typeof e.description === 'string' ? e.description : undefined,
    })),
    skills: {
      Skills: additional.technicalSkills ?? [],
      Certifications: additional.certificationsTraining ?? [],
    },
  });
}

const pairsDir = path.join(corpusDir, 'pairs');
const master = fromResumeMatcher(
  JSON.parse(readFileSync(path.join(pairsDir, 'resumematcher_e2e/master_resume.json'), 'utf8')),
);
const postings: { name: string; text: string }[] = [];
const textDir = path.join(corpusDir, 'job_descriptions/text');
for (const f of readdirSync(textDir)
  .filter((f) => f.startsWith('resumematcher_e2e_'))
  .sort())
  postings.push({
    name: f.replace(/\.txt$/, ''),
    text: readFileSync(path.join(textDir, f), 'utf8'),
  });
const golden = JSON.parse(
  readFileSync(path.join(pairsDir, 'resumematcher_golden/golden_cases.json'), 'utf8'),
) as { cases: { name: string; job_description: string }[] };
for (const c of golden.cases) postings.push({ name: `golden_${c.name}`, text: c.job_description });

const pairs: { name: string; resume: Resume; posting: { name: string; text: string } }[] =
  postings.map((p) => ({ name: `jane-doe × ${p.name}`, resume: master, posting: p }));
const cvDir = path.join(pairsDir, 'vanetik_vacancy_resume/CV');
const cvs = readdirSync(cvDir)
  .filter((f) => f.endsWith('.docx'))
  .sort();
for (const [i, file] of cvs.entries()) {
  const { resume } = await structureResumeDocument({
    bytes: new Uint8Array(readFileSync(path.join(cvDir, file))),
  });
  pairs.push({
    name: `vanetik ${file} × ${postings[i % postings.length]!.name}`,
    resume,
    posting: postings[i % postings.length]!,
  });
}

const roleOf = (text: string) => extractJobTerms(text).title ?? 'the role';
const times: number[] = [];
let sentences = 0;
let supported = 0;
let invented = 0;
let claims = 0;
const words: number[] = [];
const inventedList: string[] = [];
for (const tone of ['formal', 'warm', 'concise'] as const) {
  for (const pair of pairs) {
    const role = roleOf(pair.posting.text);
    const start = performance.now();
    const letter = draftCoverLetter({
      resume: pair.resume,
      jobDescription: pair.posting.text,
      company: 'the company',
      role,
      contactName: null,
      tone,
      length: 'standard',
      emphasis: null,
    });
    const grounding = groundLetter({
      letter,
      resume: pair.resume,
      jobDescription: pair.posting.text,
      application: { company: 'the company', role },
    });
    times.push(performance.now() - start);
    // Greeting, closing and sign-off lines carry no facts: the share counts sentences with words to back.
    const body = grounding.sentences.filter(
      (s) =>
        !/^(Dear |Sincerely,|Warm regards,|Best regards,|Thank you|I would (welcome|be delighted))/.test(
          s.text,
        ) && s.text !== pair.resume.header.fullName.trim(),
    );
    sentences += body.length;
    supported += body.filter((s) => s.source).length;
    claims += grounding.claimCount;
    invented += grounding.unsupportedCount;
    words.push(letter.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length);
    for (const s of grounding.sentences)
      for (const c of s.claims)
        if (!c.supported)
          inventedList.push(
            `${pair.name} [${tone}]: ${c.kind} "${c.text}" in "${s.text.slice(0, 120)}"`,
          );
  }
}
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length - 1) * p))]!;
console.log(
  `tailoring: ${pairs.length} resume/job pairs × 3 tones = ${times.length} offline letters`,
);
console.log(
  `  sentences with a supporting resume line: ${supported}/${sentences} = ${((100 * supported) / Math.max(1, sentences)).toFixed(1)}% (greeting/closing lines excluded)`,
);
console.log(`  claims checked: ${claims}; unsupported (invented) claims: ${invented} (goal 0)`);
console.log(
  `  words per letter: p50 ${pct(words, 0.5)}, min ${Math.min(...words)}, max ${Math.max(...words)}; ≥ 250 words: ${words.filter((w) => w >= 250).length}/${words.length}`,
);
console.log(
  `  draft + grounding time: p50 ${pct(times, 0.5).toFixed(1)} ms, p95 ${pct(times, 0.95).toFixed(1)} ms, first (cold) ${times[0]!.toFixed(0)} ms (target p50 < 500 ms)`,
);
for (const line of inventedList.slice(0, 20)) console.log(`  unsupported: ${line}`);

// Tailored resumes: every proposed change applied, then checked again against the master.
const kinds = new Map<string, number>();
const tailorTimes: number[] = [];
let refused = 0;
let inventedInResumes = 0;
let before = 0;
let after = 0;
let potential = 0;
let gaps = 0;
let pairsWithChanges = 0;
let skillsHad = 0;
let listedBefore = 0;
let listedAfter = 0;
let firstBefore = 0;
let firstAfter = 0;
let firstSlots = 0;
const inventedTailored: string[] = [];
// The posting's skills a resume names: anywhere, and in its Skills list.
const skillIds = (text: string) => new Set(findTerms(text).map((h) => h.term.name));
const skillsText = (r: Resume) =>
  listResumeLines(r)
    .filter((l) => l.section === 'skills')
    .map((l) => l.text)
    .join('\n');
// Posting terms named by the first bullet of each experience/project entry.
const firstBullets = (r: Resume) =>
  (['experience', 'projects'] as const).flatMap((k) =>
    ((r[k] as { achievements?: string[] }[] | undefined) ?? []).flatMap((e) =>
      e.achievements?.length ? [e.achievements[0]!] : [],
    ),
  );
for (const pair of pairs) {
  const start = performance.now();
  const proposal = proposeTailoring(pair.resume, pair.posting.text);
  tailorTimes.push(performance.now() - start);
  const { resume } = applyTailoring(
    pair.resume,
    proposal.changes,
    proposal.changes.map((c) => c.id),
  );
  for (const c of proposal.changes) kinds.set(c.kind, (kinds.get(c.kind) ?? 0) + 1);
  if (proposal.changes.length) pairsWithChanges += 1;
  refused += proposal.dropped.length;
  for (const d of proposal.dropped)
    inventedTailored.push(
      `${pair.name}: refused ${d.change.id} (${d.claims.map((c) => `${c.kind} "${c.text}"`).join(', ')})`,
    );
  const invented = findInventedClaims(
    pair.resume,
    listResumeLines(resume)
      .map((l) => l.text)
      .join('\n'),
  );
  inventedInResumes += invented.length;
  for (const c of invented) inventedTailored.push(`${pair.name}: ${c.kind} "${c.text}"`);
  const analysis = analyzeTailoredResume(pair.resume, pair.posting.text);
  const wanted = extractJobTerms(pair.posting.text).terms.filter((t) =>
    ['hard_skill', 'tool', 'certification'].includes(t.category),
  );
  const anywhere = skillIds(
    listResumeLines(pair.resume)
      .map((l) => l.text)
      .join('\n'),
  );
  const had = wanted.filter((t) => anywhere.has(t.id));
  const inBefore = skillIds(skillsText(pair.resume));
  const inAfter = skillIds(skillsText(resume));
  skillsHad += had.length;
  listedBefore += had.filter((t) => inBefore.has(t.id)).length;
  listedAfter += had.filter((t) => inAfter.has(t.id)).length;
  const ids = new Set(wanted.map((t) => t.id));
  const namesWanted = (b: string) => [...skillIds(b)].some((id) => ids.has(id));
  const fb = firstBullets(pair.resume);
  firstSlots += fb.length;
  firstBefore += fb.filter(namesWanted).length;
  firstAfter += firstBullets(resume).filter(namesWanted).length;
  before += proposal.score_before;
  after += proposal.score_after_all;
  potential += analysis.keyword_score?.potential ?? analysis.keyword_match_score;
  gaps += proposal.gaps.length;
}
console.log(`tailored resumes: ${pairs.length} resume/job pairs, every change applied`);
console.log(
  `  changes: ${[...kinds].map(([k, n]) => `${k} ${n}`).join(', ')}; pairs with at least one change: ${pairsWithChanges}/${pairs.length}; gaps listed: ${gaps}`,
);
console.log(
  `  changes refused by the guard: ${refused}; invented claims left in tailored resumes: ${inventedInResumes} (goal 0)`,
);
const n = pairs.length;
console.log(
  `  keyword score: mean before ${(before / n).toFixed(1)}, after ${(after / n).toFixed(1)}, potential ${(potential / n).toFixed(1)}; share of the missing score gained ${((100 * (after - before)) / Math.max(1, 100 * n - before)).toFixed(1)}%, of the reachable (potential) gain ${potential > before ? ((100 * (after - before)) / (potential - before)).toFixed(1) : '—'}%`,
);
console.log(
  `  posting skills the resume has (${skillsHad}) that its Skills list names: before ${listedBefore}, after ${listedAfter}; entries whose first bullet names a posting skill: before ${firstBefore}/${firstSlots}, after ${firstAfter}/${firstSlots}`,
);
console.log(
  `  propose time: p50 ${pct(tailorTimes, 0.5).toFixed(1)} ms, p95 ${pct(tailorTimes, 0.95).toFixed(1)} ms (target p50 < 500 ms)`,
);
for (const line of inventedTailored.slice(0, 20)) console.log(`  ${line}`);
