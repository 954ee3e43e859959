// Structure figures on published builder and template resumes, per layout family (printed, never
// asserted). Ground truth: ../shared/corpus/dev/resumes/ground_truth/*.json, taken from the source
// each PDF was rendered from (see shared/corpus/RESUMES_GROUND_TRUTH.md). Each PDF goes through
// the same reading as POST /api/ai/resume/structure (document worker → local structurer); the
// scoring is bench/ai/structure-truth.ts, shared with bench/ai/structure-real.ts.
// Run: npx tsx --import ./bench/pdf/server-only-shim.mjs bench/ai/structure-layouts.ts [--verbose]
import path from 'node:path';
import { corpusDir } from '@/bench/corpus';
import { readTruthSet, printTruthSet } from './structure-truth-run';

const truthDir = path.join(corpusDir, 'resumes/ground_truth');
const pdfDir = path.join(corpusDir, 'resumes/pdf');
const scores = await readTruthSet(truthDir, pdfDir, (file) => file.split('_')[0]!);
printTruthSet(
  `Published builder/template resumes (${scores.length}, ground truth from their sources)`,
  scores,
);
process.exit(0);
