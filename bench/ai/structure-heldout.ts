// Structure figures on generated resumes of the template families held out of the learned reader's
// training (training/reader/train.ts heldOut; ADR 235), per family and per field, for the
// rule-based reader and the learned one side by side (printed, never asserted). The documents are
// made as training makes them (fixed seeds from 1000 on: none of them was trained on) and read as
// an upload is; the truth is the content each one printed. Families whose engine (Chromium,
// pdflatex, LibreOffice) is missing are left out, and it says so.
// Run: npx tsx --import ./bench/pdf/server-only-shim.mjs bench/ai/structure-heldout.ts [--docs N]
import type { Browser } from 'puppeteer-core';
import { structureResumeDocument } from '@/server/ai/structure/structure-resume-document';
import type { ResumeContent } from '@/training/reader/generate-content';
import {
  browserAvailable,
  engineAvailable,
  engineOf,
  makeDocuments,
  openBrowser,
} from '@/training/reader/make-documents';
import { heldOutFamilies } from '@/training/reader/held-out';
import { readLearned } from './structure-learned';
import { scoreResume, summarise, type Score, type Truth } from './structure-truth';

const args = process.argv.slice(2);
const perFamily = Number(args[args.indexOf('--docs') + 1]) || 5;

const truthOf = (c: ResumeContent, file: string): Truth => ({
  file,
  name: c.name,
  email: c.email,
  phone: c.phone,
  experience: c.jobs.map((j) => ({
    role: j.role,
    company: j.company,
    start: j.start,
    end: j.end || null,
  })),
  education: c.studies.map((s) => ({ institution: s.institution, degree: s.degree })),
  skills: c.skills.flatMap((g) => g.items),
});

let browser: Browser | null = null;
if (browserAvailable()) browser = await openBrowser();
const rules: Score[] = [];
const learned: Score[] = [];
const learnedNoSections: Score[] = [];
try {
  for (const family of heldOutFamilies) {
    const engine = engineOf(family);
    if (!engineAvailable(engine)) {
      console.log(`No ${engine} on this machine: ${family} is left out.`);
      continue;
    }
    const indices = Array.from({ length: perFamily }, (_, i) => 1000 + i);
    for (const d of await makeDocuments(family, indices, browser)) {
      const file = `${family}-${d.seed}`;
      const truth = truthOf(d.content, file);
      const t0 = performance.now();
      const { resume, reading } = await structureResumeDocument({ bytes: d.bytes });
      rules.push(scoreResume(resume, truth, family, performance.now() - t0));
      const t1 = performance.now();
      const mine = readLearned(resume, reading.lines);
      learned.push(scoreResume(mine, truth, family, performance.now() - t1));
      const t2 = performance.now();
      const plain = readLearned(resume, reading.lines, false);
      learnedNoSections.push(scoreResume(plain, truth, family, performance.now() - t2));
    }
  }
} finally {
  await browser?.close();
}
for (const [title, scores] of [
  ['rule-based reader', rules],
  ['learned reader, heading kinds as the model calls them (ADR 235)', learnedNoSections],
  ['learned reader (--learned)', learned],
] as const) {
  console.log(`\n## Held-out template families, ${perFamily} documents each: ${title}`);
  const families = [...new Set(scores.map((s) => s.family))];
  console.table([
    ...families.map((f) =>
      summarise(
        f,
        scores.filter((s) => s.family === f),
      ),
    ),
    summarise('ALL', scores),
  ]);
}
process.exit(0);
