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
  return (await readTruthFolder(truthDir, pdfDir, (t) => familyOf(t.file))).map((r) => r.score);
}

/** Every truth of a folder that is there, read and scored, with the truth it was scored against. */
export async function readTruthFolder(
  truthDir: string,
  pdfDir: string,
  familyOf: (truth: Truth) => string,
): Promise<{ truth: Truth; score: Score }[]> {
  const truths = readdirSync(truthDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(truthDir, f), 'utf8')) as Truth);
  const out: { truth: Truth; score: Score }[] = [];
  for (const truth of truths) {
    const bytes = new Uint8Array(readFileSync(path.join(pdfDir, truth.file)));
    const t0 = performance.now();
    const { resume: rules, reading } = await structureResumeDocument({ bytes });
    const resume = learned
      ? readLearned(rules, reading.lines)
      : learnedHeadings && reading.lines.length
        ? readWithLearnedHeadings(reading.lines)
        : rules;
    out.push({ truth, score: scoreResume(resume, truth, familyOf(truth), performance.now() - t0) });
  }
  return out;
}

/** One summary row per group (family, language, set …) and the total, as a table. */
export function printGroups(
  title: string,
  scores: Score[],
  groupOf: (s: Score) => string,
  column = 'family',
): void {
  const groups = [...new Set(scores.map(groupOf))].sort();
  const rows = [
    ...groups.map((g) =>
      summarise(
        g,
        scores.filter((s) => groupOf(s) === g),
      ),
    ),
    summarise('ALL', scores),
  ];
  console.log(`\n## ${title}`);
  console.table(rows.map(({ family, ...rest }) => ({ [column]: family, ...rest })));
}

export function printTruthSet(title: string, scores: Score[]): void {
  console.log(`\n## ${title}`);
  console.table(scores.map(fileRow));
  if (verbose)
    for (const s of scores)
      if (s.notes.length) console.log(`\n${s.file}\n  ${s.notes.join('\n  ')}`);
  printGroups('Per layout family', scores, (s) => s.family);
  const times = scores.map((s) => s.ms).sort((a, b) => a - b);
  console.log(
    `read + structure per PDF: p50 ${Math.round(times[Math.floor(times.length / 2)]!)} ms, max ${Math.round(times.at(-1)!)} ms (first includes the worker's start)`,
  );
}
