// Reads a folder of PDFs with source-derived ground truth through the upload path and prints the
// per-file and per-family figures (bench/ai/structure-layouts.ts, bench/ai/structure-real.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { structureResumeDocument } from '@/server/ai/structure/structure-resume-document';
import { fileRow, scoreResume, summarise, type Score, type Truth } from './structure-truth';
import { readLearned, readWithLearnedHeadings } from './structure-learned';

const verbose = process.argv.includes('--verbose');
/** Experiments with the learned line labeller (ADR 210): bench/ai/structure-learned.ts. */
const learned = process.argv.includes('--learned');
const learnedHeadings = process.argv.includes('--headings');

/**
 * Every `<truthDir>/*.json` with its PDF in `pdfDir`, read as POST /api/ai/resume/structure reads
 * it. Says so and exits 0 when the folders are absent (the corpus is not part of the repository).
 */
export async function readTruthSet(
  truthDir: string,
  pdfDir: string,
  familyOf: (file: string) => string,
): Promise<Score[]> {
  if (!existsSync(truthDir) || !existsSync(pdfDir)) {
    console.log(`The shared corpus is absent: no ${truthDir} (or no ${pdfDir}).`);
    console.log(
      'This benchmark needs ../shared/corpus/dev beside the repository (or CORPUS_DIR). Nothing was measured.',
    );
    process.exit(0);
  }
  const truths = readdirSync(truthDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(truthDir, f), 'utf8')) as Truth);
  const scores: Score[] = [];
  for (const truth of truths) {
    const bytes = new Uint8Array(readFileSync(path.join(pdfDir, truth.file)));
    const t0 = performance.now();
    const { resume: rules, reading } = await structureResumeDocument({ bytes });
    const resume = learned
      ? readLearned(rules, reading.lines)
      : learnedHeadings && reading.lines.length
        ? readWithLearnedHeadings(reading.lines)
        : rules;
    scores.push(scoreResume(resume, truth, familyOf(truth.file), performance.now() - t0));
  }
  return scores;
}

export function printTruthSet(title: string, scores: Score[]): void {
  console.log(`\n## ${title}`);
  console.table(scores.map(fileRow));
  if (verbose)
    for (const s of scores)
      if (s.notes.length) console.log(`\n${s.file}\n  ${s.notes.join('\n  ')}`);
  const families = [...new Set(scores.map((s) => s.family))];
  console.log('\n## Per layout family');
  console.table([
    ...families.map((f) =>
      summarise(
        f,
        scores.filter((s) => s.family === f),
      ),
    ),
    summarise('ALL', scores),
  ]);
  const times = scores.map((s) => s.ms).sort((a, b) => a - b);
  console.log(
    `read + structure per PDF: p50 ${Math.round(times[Math.floor(times.length / 2)]!)} ms, max ${Math.round(times.at(-1)!)} ms (first includes the worker's start)`,
  );
}
