// Writes docs/decisions/README.md: one line per ADR, its number, title and file, in number order.
// `npm run docs:decisions` after adding an ADR; test/decisions-index.test.ts fails when it is stale.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function buildDecisionsIndex(dir) {
  const rows = readdirSync(dir)
    .filter((f) => /^\d{3}-.*\.md$/.test(f))
    .sort()
    .map((f) => {
      const title = readFileSync(join(dir, f), 'utf8').split('\n')[0].replace(/^#\s*/, '');
      const [, number, text] = /^(\d{3})\s*[—-]+\s*(.*)$/.exec(title) ?? [
        null,
        f.slice(0, 3),
        title,
      ];
      return `| ${number} | [${text.replace(/\|/g, '\\|')}](${f}) |`;
    });
  return [
    '# Architecture decision records',
    '',
    'Each record says what was decided, why, and what follows from it. Numbers are grouped by area',
    '(0xx foundations and accounts, 06x–08x tracker and resumes, 09x–10x AI and performance, 12x+',
    'the next capabilities). This index is generated: `npm run docs:decisions`.',
    '',
    '| # | decision |',
    '|---|---|',
    ...rows,
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = join(process.cwd(), 'docs', 'decisions');
  writeFileSync(join(dir, 'README.md'), buildDecisionsIndex(dir));
  console.log('docs/decisions/README.md written');
}
