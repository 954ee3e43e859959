// A component calls an operation that has a contract (lib/contracts/*) through callOperation or
// fetchOperation, never by writing its path (ADR 196): this finds `api('contacts/…')`-style calls
// to any contract's path in components/ and lib/, and any other string that spells such a path
// with a slash in it (a path handed to a helper, or picked by a condition).
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
/** Any one-line string or template literal with a slash inside, optionally led by '/api/'. */
const slashed = /(['"`])(?:\/api\/)?([\w${}.-]+(?:\/[\w${}.()-]+)+)\/?(?:\?[^'"`\n]*)?\1/g;

/**
 * Where a contract's path is written down on purpose: the contracts, the typed client, and the
 * transport under it (lib/api/client.ts refreshes the session itself, below callOperation).
 */
const exempt = (file: string) =>
  file.startsWith('lib/contracts/') ||
  file.startsWith('lib/contract/') ||
  file === 'lib/api/call-operation.ts' ||
  file === 'lib/api/client.ts';

describe('components and lib', () => {
  it('reach contract operations only through the typed client', async () => {
    const patterns = await contractPaths();
    expect(patterns.length).toBeGreaterThan(20);
    const offenders: string[] = [];
    for (const dir of ['components', 'lib']) {
      for (const file of sources(path.join(root, dir))) {
        const name = path.relative(root, file);
        if (exempt(name)) continue;
        const text = readFileSync(file, 'utf8');
        const literals = [
          ...[...text.matchAll(call)].map((m) => m[2]!.split('?')[0]!),
          ...[...text.matchAll(slashed)].map((m) => m[2]!),
        ];
        for (const literal of new Set(literals))
          if (patterns.some((p) => p.test(literal))) offenders.push(`${name}: ${literal}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
