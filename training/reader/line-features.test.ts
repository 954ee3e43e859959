// Feature extraction for the learned line labeller, on layout lines written here.
import { describe, expect, it } from 'vitest';
import type { LayoutLine } from '@/server/ai/resume-reading/layout-line';
import { documentFeatures } from './line-features';

let y = 40;
function line(text: string | string[], o: Partial<LayoutLine> = {}): LayoutLine {
  const cells = Array.isArray(text) ? text : [text];
  y += o.size ? o.size * 1.4 : 14;
  return {
    cells,
    kind: 'text',
    page: 0,
    column: 0,
    x: 50,
    right: 50 + 5 * cells.join(' ').length,
    y,
    size: 10,
    bold: false,
    textX: 50,
    joined: 0,
    ...o,
  };
}

function features(lines: LayoutLine[]) {
  return documentFeatures(lines).map((f) => new Set(f));
}

describe('line features', () => {
  y = 40;
  const lines = [
    line('Camille Dubois', { size: 22, bold: true, right: 260 }),
    line('camille.dubois@orange.fr · +33 6 12 34 56 78'),
    line('Kenntnisse', { kind: 'heading', bold: true, size: 13 }),
    line('Python, SQL, Docker, Kubernetes'),
    line('Berufserfahrung', { kind: 'heading', bold: true, size: 13 }),
    line(['Senior Backend Engineer, Monzo Bank', 'Mar 2021 – Present'], { right: 545 }),
    line('2019 – 2021', { x: 470, right: 545 }),
    line('Led the payments API team of five engineers, cutting latency by 40%.', {
      kind: 'bullet',
      x: 62,
      right: 520,
    }),
    line('seit 2020'),
    line('Technische Universität München'),
    line('Master of Science Informatik'),
  ];
  const f = features(lines);

  it('reads the name line by size, place and shape', () => {
    expect(f[0]).toContain('largest-top');
    expect(f[0]).toContain('name-like');
    expect(f[0]).toContain('bold');
    expect(f[0]).toContain('size:5');
    expect(f[0]).toContain('top:0');
    expect(f[0]).toContain('p:none');
  });

  it('finds e-mail and phone on a contact line', () => {
    expect(f[1]).toContain('email');
    expect(f[1]).toContain('phone');
    expect(f[1]).toContain('separator');
  });

  it('knows headings in other languages from the rule-based lexicon, and the section a line is in', () => {
    expect(f[2]).toContain('hkey:skills');
    expect(f[2]).toContain('kind:heading');
    expect(f[3]).toContain('sec:skills');
    expect(f[3]).toContain('secpos:0');
    expect(f[3]).toContain('all-skills');
    expect(f[3]).toContain('p:hkey');
    expect(f[5]).toContain('sec:experience');
  });

  it('reads dates: a range at the end of a title line, a range alone right-aligned, "seit 2020"', () => {
    expect(f[5]).toContain('date-range');
    expect(f[5]).toContain('date-end');
    expect(f[5]).toContain('cells:2');
    expect(f[5]).toContain('cell-date');
    expect(f[5]).toContain('role-noun');
    expect(f[5]).toContain('org-word');
    expect(f[6]).toContain('date-only');
    expect(f[6]).toContain('right-aligned');
    expect(f[8]).toContain('since');
    expect(f[8]).not.toContain('date-range');
  });

  it('reads a bullet: glyph kind, indent, sentence end, action verb; neighbours on both sides', () => {
    expect(f[7]).toContain('kind:bullet');
    expect(f[7]).toContain('indent:1');
    expect(f[7]).toContain('ends-period');
    expect(f[7]).toContain('action-verb');
    expect(f[7]).toContain('p:date-only');
    expect(f[6]).toContain('n:kind:bullet');
    expect(f[7]).not.toContain('name-like');
  });

  it('tells institution and degree words apart', () => {
    expect(f[9]).toContain('org-word');
    expect(f[9]).not.toContain('degree-word');
    expect(f[10]).toContain('degree-word');
  });

  it('finds a place in a cell of its own', () => {
    const g = features([line(['Razer', 'Singapore, SGP'])]);
    expect(g[0]).toContain('cell-location');
    expect(g[0]).not.toContain('location');
  });

  it('marks columns: a sidebar line is in a later column of its page', () => {
    const side = features([line('Main text'), line('Sidebar', { column: 1, x: 400, right: 500 })]);
    expect(side[0]).toContain('first-column');
    expect(side[1]).toContain('later-column');
    expect(side[1]).toContain('column-start');
  });
});
