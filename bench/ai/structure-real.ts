// Structure figures on real people's CVs (printed, never asserted): the dev set
// ../shared/corpus/dev/resumes/real (its README says how the truth was typed from each PDF's
// source), per file and per template family — names, emails, phones, experience count right per
// CV, entries with role + company and with their dates too, education institutions, skills kept
// whole. Read as POST /api/ai/resume/structure reads an upload; scored by bench/ai/structure-truth.ts.
// Says so and exits 0 when ../shared is absent.
// Run: npx tsx --import ./bench/pdf/server-only-shim.mjs bench/ai/structure-real.ts [--verbose]
import path from 'node:path';
import { corpusDir } from '@/bench/corpus';
import { printTruthSet, readTruthSet } from './structure-truth-run';

const realDir = path.join(corpusDir, 'resumes/real');
// "<person>_<family>.pdf": the family is what follows the person ("rekyt_vitaehyndman_fr" → vitaehyndman_fr).
const scores = await readTruthSet(
  path.join(realDir, 'ground_truth'),
  path.join(realDir, 'pdf'),
  (file) =>
    file
      .replace(/\.pdf$/, '')
      .split('_')
      .slice(1)
      .join('_'),
);
printTruthSet(`Real people's CVs (${scores.length}, ground truth from their sources)`, scores);
process.exit(0);
