// New third-party files for the analysis and OCR benches, taken after the code was tuned (ADR 255):
// `shared/perf-extra` beside the repository, or BENCH_EXTRA_DIR. Not part of the repository: most
// of these files state no licence, so only bench/ reads them, and says so when they are absent.
// Their sources (repository, path, commit, licence) are in the folder's MANIFEST.tsv.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const extraDir = process.env.BENCH_EXTRA_DIR
  ? path.resolve(process.env.BENCH_EXTRA_DIR)
  : path.resolve(repoRoot, '../shared/perf-extra');

/** Whether the folder is there; a bench measures the rest without it and says so. */
export const extraPresent = existsSync(extraDir);

export function noteMissingExtra(figures: string): void {
  console.log(
    `\n[extra] ${figures}: skipped — the new third-party files are not at ${extraDir} (set BENCH_EXTRA_DIR).`,
  );
}
