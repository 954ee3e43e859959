import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { buildDecisionsIndex } from '../scripts/index-decisions.mjs';

describe('docs/decisions/README.md', () => {
  it('indexes every ADR (regenerate with npm run docs:decisions)', () => {
    const dir = join(process.cwd(), 'docs', 'decisions');
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toBe(buildDecisionsIndex(dir));
  });
});
