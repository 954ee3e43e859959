// Where the third-party test corpus lives: `shared/corpus/dev` beside the repository (CI clones
// the repository next to shared/), or CORPUS_DIR. Never the holdout half.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const corpusDir = process.env.CORPUS_DIR
  ? path.resolve(process.env.CORPUS_DIR)
  : path.resolve(repoRoot, '../shared/corpus/dev');
