// The section kind of headings decided over the whole heading (training/reader/section-kinds.ts).
import { describe, expect, it } from 'vitest';
import type { LayoutLine } from '@/server/ai/resume-reading/layout-line';
import { headingWordsKind, marginHeading, readSections } from './section-kinds';

const line = (cells: string[]): LayoutLine => ({
  cells,
  kind: 'text',
  page: 0,
  column: 0,
  x: 50,
  right: 500,
  y: 0,
  size: 10,
  bold: false,
  textX: 50,
  joined: 0,
});

describe('the kind a heading says', () => {
  it('reads sections that hold no jobs in seven languages as other', () => {
    for (const h of [
      'Selected Projects',
      'Honours & Awards',
      'Bourses et Financements',
      'Editorial boards',
      'Memberships',
      'Teaching',
      'Présentations Invitées',
      'Ehrenamtliche Tätigkeiten',
      'Premios y distinciones',
      'Workshops and Tutorials',
    ])
      expect(headingWordsKind(h), h).toBe('other');
  });

  it('reads job, study and skill sections by their first telling word', () => {
    expect(headingWordsKind('Professional Appointments')).toBe('experience');
    expect(headingWordsKind('Parcours Professionnel Académique')).toBe('experience');
    expect(headingWordsKind('Praxiserfahrung')).toBe('experience');
    expect(headingWordsKind('Teaching Experience')).toBe('experience');
    expect(headingWordsKind('Cursus Universitaire')).toBe('education');
    expect(headingWordsKind('Education and qualifications')).toBe('education');
    expect(headingWordsKind('Skills and Accomplishments')).toBe('skills');
    expect(headingWordsKind('Programming Languages')).toBe('skills');
    expect(headingWordsKind('Multicore Programming Lab')).toBe('skills');
    expect(headingWordsKind('Stationen')).toBeNull();
  });
});

describe('margin headings inside a line', () => {
  it('splits a capitals heading off the line it opens', () => {
    expect(marginHeading(line(['EMPLOYMENT', 'Radboud University']))?.cells).toEqual([
      'EMPLOYMENT',
      'Radboud University',
    ]);
    expect(marginHeading(line(['EDITORIAL ROLES The Journal — Editor', '2022–']))?.cells).toEqual([
      'EDITORIAL ROLES',
      'The Journal — Editor',
      '2022–',
    ]);
  });

  it('leaves a capitals job title and a lone capitals line alone', () => {
    expect(marginHeading(line(['PROJECT MANAGER', 'Acme', '2020']))).toBeNull();
    expect(marginHeading(line(['GOOGLE', 'Software Engineer']))).toBeNull();
    expect(marginHeading(line(['AWARDS']))).toBeNull();
  });
});

describe('the section of every line', () => {
  it('keeps a sure model call, continues the section under an unsure unknown heading', () => {
    const rows: [string[], string, number][] = [
      [['Stationen'], 'heading_experience', 0.95],
      [['Engineer, Acme', '2020'], 'entry_head', 0.9],
      [['Selected Projects'], 'heading_experience', 0.6],
      [['StarHub API', '2020'], 'heading_skills', 0.6],
      [['Built an API'], 'bullet', 0.9],
    ];
    const got = readSections(
      rows.map(([c]) => line(c)),
      rows.map(([, label, confidence]) => ({ label, confidence })),
    );
    expect(got.labels).toEqual([
      'heading_experience',
      'entry_head',
      'heading_other',
      'heading_other',
      'bullet',
    ]);
  });
});
