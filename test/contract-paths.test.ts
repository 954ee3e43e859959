// A component calls an operation that has a contract (lib/contracts/*) through callOperation or
// fetchOperation, never by writing its path (ADR 196): this finds `api('contacts/…')`-style calls
// to any contract's path in components/ and lib/.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ApiOperation } from '@/lib/contract/operation';

const root = path.resolve(import.meta.dirname, '..');
const contractsDir = path.join(root, 'lib/contracts');

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sources(full);
    else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.test.ts')) yield full;
  }
}

async function contractPaths(): Promise<RegExp[]> {
  const found: RegExp[] = [];
  for (const file of readdirSync(contractsDir)) {
    const exported = (await import(path.join(contractsDir, file))) as Record<string, unknown>;
    for (const value of Object.values(exported)) {
      const op = value as Partial<ApiOperation>;
      if (typeof op?.operationId !== 'string' || typeof op.path !== 'string') continue;
      const pattern = op.path
        .replace(/^\/api\//, '')
        .split(/\{\w+\}/)
        .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
        .join('(?:\\$\\{[^}]+\\}|[^/\'"`]+)');
      found.push(new RegExp(`^${pattern}$`));
    }
  }
  return found;
}

/** The first argument of api(…) / apiFetch(…) when it is a string or template literal. */
const call = /\bapi(?:Fetch)?(?:<[^()]*?>)?\(\s*(['"`])((?:(?!\1).)*)\1/gs;

describe('components and lib', () => {
  it('reach contract operations only through the typed client', async () => {
    const patterns = await contractPaths();
    expect(patterns.length).toBeGreaterThan(20);
    const offenders: string[] = [];
    for (const dir of ['components', 'lib']) {
      for (const file of sources(path.join(root, dir))) {
        for (const m of readFileSync(file, 'utf8').matchAll(call)) {
          const literal = m[2]!.split('?')[0]!;
          if (patterns.some((p) => p.test(literal)))
            offenders.push(`${path.relative(root, file)}: ${literal}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
