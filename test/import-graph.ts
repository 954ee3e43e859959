// The import graph of the production code (app/, components/, lib/, server/, extension/src/), for
// the border tests (test/import-cycles.test.ts, ADR 230): every file's imports resolved to files,
// `@/` and relative specifiers alike, type-only imports included (a border is crossed either way).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
const PRODUCTION = ['app', 'components', 'lib', 'server', 'extension/src'];
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

const isTest = (file: string) => /\.(int\.)?test\.tsx?$/.test(file) || file.includes('/test/');

function* sources(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sources(full);
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) yield full;
  }
}

/** Production source files, relative to the repository root. */
export function productionFiles(): string[] {
  return PRODUCTION.flatMap((dir) => [...sources(path.join(root, dir))])
    .map((f) => path.relative(root, f))
    .filter((f) => !isTest(f));
}

const SPECIFIER =
  /(?:^|\n)\s*(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.'))
    base = path.resolve(path.join(root, path.dirname(from)), specifier);
  else return null;
  for (const candidate of [base, ...EXTENSIONS.map((e) => base + e)])
    if (existsSync(candidate) && statSync(candidate).isFile())
      return path.relative(root, candidate);
  return null;
}

/** Each production file's imports of other repository files. */
export function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of productionFiles()) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const targets = new Set<string>();
    for (const m of text.matchAll(SPECIFIER)) {
      const target = resolve(file, (m[1] ?? m[2] ?? m[3])!);
      if (target) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/**
 * The module (room) a file belongs to: `server/<x>`, `lib/<x>`, `components/<x>`,
 * `extension/src/<x>`, or `app` (routing only). A file directly in lib/ is its own module.
 */
export function moduleOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'app') return 'app';
  if (parts[0] === 'extension') return parts.slice(0, 3).join('/');
  return parts.length > 2 ? parts.slice(0, 2).join('/') : file;
}
