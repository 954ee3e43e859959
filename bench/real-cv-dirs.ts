// Where the real-CV dev sets live for the structure benches: the shared set
// (`<corpus>/resumes/real`, see bench/corpus.ts) and, when present, further sets kept outside the
// repository because they hold real people's personal data (`../corpus/real-cv-extra` beside the
// repository). REAL_CV_DIRS (colon-separated) names the sets instead. Each set is a folder with
// pdf/, ground_truth/ and a README.md whose file table has a `lang` column.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpusDir } from './corpus';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const sharedRealDir = path.join(corpusDir, 'resumes/real');
export const extraRealDir = path.resolve(repoRoot, '../corpus/real-cv-extra');

/** The sets to read, each with whether it is there; defaults to the shared set and the extra one. */
export function realCvDirs(env = process.env.REAL_CV_DIRS): { dir: string; present: boolean }[] {
  const dirs = env
    ? env
        .split(':')
        .filter(Boolean)
        .map((d) => path.resolve(d))
    : [sharedRealDir, extraRealDir];
  return dirs.map((dir) => ({
    dir,
    present: existsSync(path.join(dir, 'ground_truth')) && existsSync(path.join(dir, 'pdf')),
  }));
}

/** A table row's cells: split at `|` except escaped (`\\|`) or inside `code` spans. */
function cells(row: string): string[] {
  const out: string[] = [];
  let cell = '';
  let code = false;
  const text = row.trim().replace(/^\|/, '');
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '`') code = !code;
    if (c === '|' && !code && text[i - 1] !== '\\') {
      out.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  if (cell.trim()) out.push(cell.trim());
  return out;
}

/**
 * The language of each file as the set's README tables give it (a row naming `x.pdf` in a table
 * whose header has a `lang` column),
 * e.g. `**fr**` → `fr`. Files the table does not name are left out.
 */
export function languagesFromReadme(readme: string): Map<string, string> {
  const out = new Map<string, string>();
  let langColumn = -1;
  for (const line of readme.split('\n')) {
    if (!line.trim().startsWith('|')) {
      langColumn = -1;
      continue;
    }
    const row = cells(line);
    const header = row.findIndex((c) => /^lang(uage)?$/i.test(c));
    if (header >= 0) {
      langColumn = header;
      continue;
    }
    const file = row.map((c) => /`([^`]+\.pdf)`/.exec(c)?.[1]).find(Boolean);
    const lang = row[langColumn]?.replace(/[*`]/g, '').trim();
    if (langColumn >= 0 && file && lang) out.set(file, lang);
  }
  return out;
}

export function readmeLanguages(dir: string): Map<string, string> {
  const readme = path.join(dir, 'README.md');
  return existsSync(readme) ? languagesFromReadme(readFileSync(readme, 'utf8')) : new Map();
}
