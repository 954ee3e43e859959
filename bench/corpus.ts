// Where the third-party dev corpus lives for benchmarks: `shared/corpus/dev` beside the repository
// (CI clones the repository next to shared/), or CORPUS_DIR. Never the holdout half. Only bench/
// reads it: tests use the few files vendored in test/fixtures/third-party (test/fixtures/README.md).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const corpusDir = process.env.CORPUS_DIR
  ? path.resolve(process.env.CORPUS_DIR)
  : path.resolve(repoRoot, '../shared/corpus/dev');

/** Whether the corpus is there (benches with a corpus-free part skip only the rest). */
export const corpusPresent = existsSync(corpusDir);

const missing = `the third-party dev corpus is not at ${corpusDir} (put shared/corpus beside the repository or set CORPUS_DIR)`;

/** Says which figures are left out when the corpus is absent; the caller skips them. */
export function noteMissingCorpus(figures: string): void {
  console.log(`\n[corpus] ${figures}: skipped — ${missing}.`);
}

/**
 * Stops a bench that needs the corpus throughout, saying so: a benchmark exits 0 (the other
 * benches of `npm run bench:ai` still run); a data builder (`builds`) exits 1, having built nothing.
 */
export function requireCorpus(script: string, { builds = false } = {}): void {
  if (corpusPresent) return;
  console.error(`[corpus] ${script}: ${builds ? 'cannot build' : 'skipped'} — ${missing}.`);
  process.exit(builds ? 1 : 0);
}
