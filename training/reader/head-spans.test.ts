// Cutting an entry's head line into parts, their features, and their labels from the content.
import { describe, expect, it } from 'vitest';
import type { LayoutLine } from '@/server/ai/resume-reading/layout-line';
import { generateContent } from './generate-content';
import { headSpans, spanFeatures } from './head-spans';
import { labelSpans } from './label-lines';
import { seeded } from './random';

const line = (cells: string[], bold = false): LayoutLine => ({
  cells,
  kind: 'text',
  page: 0,
  column: 0,
  x: 50,
  right: 500,
  y: 0,
  size: 10,
  bold,
  textX: 50,
  joined: 0,
});
const texts = (cells: string[]) => headSpans(line(cells)).map((s) => s.text);

describe('the parts of a head line', () => {
  it('cuts at cells, separators, "at"-words and the date range', () => {
    expect(texts(['Senior Backend Engineer at Monzo Bank', 'Mar 2021 – Present'])).toEqual([
      'Senior Backend Engineer',
      'Monzo Bank',
      'Mar 2021 – Present',
    ]);
    expect(texts(['Data Scientist | Zalando SE | Berlin, Germany | 03/2019 - 06/2021'])).toEqual([
      'Data Scientist',
      'Zalando SE',
      'Berlin, Germany',
      '03/2019 - 06/2021',
    ]);
    expect(texts(['Ingénieure logiciel chez Thales (2019 – 2021)'])).toEqual([
      'Ingénieure logiciel',
      'Thales',
      '2019 – 2021',
    ]);
  });

  it('keeps "since" with its date, and a place with its region', () => {
    expect(texts(['seit März 2020 · Entwicklerin bei SAP SE, Walldorf, DE'])).toEqual([
      'seit März 2020',
      'Entwicklerin',
      'SAP SE',
      'Walldorf, DE',
    ]);
  });

  it('describes each part by its words, its place in the line and its neighbours', () => {
    const l = line(['Software Engineer, Universität Wien', '2019 – 2021'], true);
    const spans = headSpans(l);
    const f = spanFeatures(spans, l, 'experience');
    expect(f).toHaveLength(3);
    expect(f[0]).toEqual(
      expect.arrayContaining([
        'role-noun',
        'pos:0',
        'sec:experience',
        'line-bold',
        'n:school-word',
      ]),
    );
    expect(f[1]).toEqual(expect.arrayContaining(['school-word', 'p:role-noun', 'n:date-only']));
    expect(f[2]).toEqual(expect.arrayContaining(['date-only', 'last', 'later-cell']));
  });
});

describe('labelling parts from the content they printed', () => {
  it('gives each part the field it prints, whole or most of it', () => {
    const c = generateContent(seeded(7));
    const j = c.jobs[0]!;
    const s = c.studies[0]!;
    expect(
      labelSpans([j.role, j.company.toUpperCase(), j.dates, j.location, 'Team of five'], c),
    ).toEqual(['role', 'org', 'date', 'location', 'other']);
    expect(labelSpans([s.degree, s.institution], c)).toEqual(['degree', 'institution']);
  });
});
