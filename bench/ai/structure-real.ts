// Structure figures on real people's CVs (printed, never asserted): the shared dev set
// ../shared/corpus/dev/resumes/real and, when present, the extra sets kept outside the repository
// (bench/real-cv-dirs.ts: ../corpus/real-cv-extra beside the repository, or REAL_CV_DIRS,
// colon-separated). Each set's README says how the truth was typed from each PDF's source. Per
// file, per template family, per language and per set — names, emails, phones, experience count
// right per CV, entries with role + company and with their dates too, education institutions,
// skills kept whole. Read as POST /api/ai/resume/structure reads an upload; scored by
// bench/ai/structure-truth.ts. Says which sets it read, which are absent, and exits 0 when none is there.
// Run: npx tsx --import ./bench/pdf/server-only-shim.mjs bench/ai/structure-real.ts [--learned] [--verbose]
import path from 'node:path';
import { readmeLanguages, realCvDirs } from '@/bench/real-cv-dirs';
import type { Score } from './structure-truth';
import { printGroups, printTruthSet, readTruthFolder } from './structure-truth-run';

// "<person>_<family>.pdf": the family is what follows the person ("rekyt_vitaehyndman_fr" → vitaehyndman_fr).
const familyFromFile = (file: string) =>
  file
    .replace(/\.pdf$/, '')
    .split('_')
    .slice(1)
    .join('_');

// A measurement, not a limit: on a loaded machine a long CV may take longer than the API's 15 s.
process.env.DOCUMENT_TIMEOUT_MS ??= '120000';
const scores: Score[] = [];
const language = new Map<Score, string>();
const setOf = new Map<Score, string>();
for (const { dir, present } of realCvDirs()) {
  if (!present) {
    console.log(`[real CVs] absent, not read: ${dir}`);
    continue;
  }
  const languages = readmeLanguages(dir);
  const read = await readTruthFolder(
    path.join(dir, 'ground_truth'),
    path.join(dir, 'pdf'),
    (truth) => truth.family ?? familyFromFile(truth.file),
  );
  console.log(`[real CVs] read: ${dir} (${read.length} CVs)`);
  for (const { truth, score } of read) {
    scores.push(score);
    language.set(score, truth.language ?? languages.get(truth.file) ?? 'unknown');
    setOf.set(score, path.basename(dir));
  }
}
if (!scores.length) {
  console.log(
    'No real-CV set is there (../shared/corpus/dev/resumes/real, ../corpus/real-cv-extra, or REAL_CV_DIRS). Nothing was measured.',
  );
  process.exit(0);
}
printTruthSet(`Real people's CVs (${scores.length}, ground truth from their sources)`, scores);
printGroups('Per language', scores, (s) => language.get(s)!, 'language');
printGroups('Per set', scores, (s) => setOf.get(s)!, 'set');
process.exit(0);
