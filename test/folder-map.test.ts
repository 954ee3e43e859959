// The README's folder map is true: each folder it names exists, and each folder of the repository
// (and of server/, lib/, components/) is named in it, so a newcomer can trust it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const map = readme.slice(readme.indexOf('## Folder map')).split('```')[1] ?? '';
const ignored = new Set(['node_modules', 'generated', 'test-results', 'playwright-report', 'out']);

const folders = (dir: string) =>
  readdirSync(path.join(root, dir)).filter(
    (name) =>
      !name.startsWith('.') &&
      !ignored.has(name) &&
      statSync(path.join(root, dir, name)).isDirectory(),
  );

/** Words like `applications/` in the map; under an indented `lib/` line they are lib's. */
function named(): Set<string> {
  const names = new Set<string>();
  for (const m of map.matchAll(/([\w.-]+(?:\/[\w.-]+)*)\/(?=[\s,)]|$)/g)) names.add(m[1]!);
  return names;
}

describe('README folder map', () => {
  it('names every top-level folder and every folder of server/, lib/ and components/', () => {
    const names = named();
    const missing = [
      ...folders('.').filter((f) => !names.has(f)),
      ...['server', 'lib', 'components'].flatMap((top) =>
        folders(top).filter((f) => !names.has(f) && !names.has(`${top}/${f}`)),
      ),
    ];
    expect(missing).toEqual([]);
  });

  it('names no folder that does not exist', () => {
    const tops = ['.', 'server', 'lib', 'components', 'training', 'bench', 'prisma', 'docs'];
    const unknown = [...named()].filter(
      (name) =>
        !name.startsWith('app/api') &&
        !name.startsWith('.ci') &&
        !tops.some((top) => existsSync(path.join(root, top, name))),
    );
    expect(unknown).toEqual([]);
  });
});
