// Comments point only to what is in the repository (ADRs, files), never to the product spec's
// sections or to issue numbers, which a reader of the repository alone cannot open.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const folders = [
  'app',
  'bench',
  'components',
  'e2e',
  'extension/src',
  'lib',
  'prisma',
  'scripts',
  'server',
  'test',
  'training',
];
const sourceFile = /\.(ts|tsx|mjs|js|prisma|css|sh)$/;
const outside = /(spec §|§\s?\d|\b[Ii]ssues? #?\d+\b)/;

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else if (sourceFile.test(name)) yield full;
  }
}

describe('source comments', () => {
  it('name no spec section and no issue number', () => {
    const found: string[] = [];
    for (const folder of folders) {
      for (const file of walk(path.join(root, folder))) {
        if (file === import.meta.filename) continue;
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            if (outside.test(line))
              found.push(`${path.relative(root, file)}:${i + 1}: ${line.trim()}`);
          });
      }
    }
    expect(found).toEqual([]);
  });
});
