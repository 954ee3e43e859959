// Entries and skills assembled from labelled layout lines.
import { describe, expect, it } from 'vitest';
import type { LayoutLine } from '@/server/ai/resume-reading/layout-line';
import { assembleResume } from './assemble-resume';

const line = (text: string | string[]): LayoutLine => ({
  cells: Array.isArray(text) ? text : [text],
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

function assemble(rows: [string | string[], string][]) {
  return assembleResume(
    rows.map(([t]) => line(t)),
    rows.map(([, l]) => l),
  );
}

describe('assembling a resume from line labels', () => {
  it('opens an entry at each head after a body; a head over two lines is one entry', () => {
    const r = assemble([
      ['Werdegang', 'heading_experience'],
      [['Senior Backend Engineer, Monzo Bank', 'Mar 2021 – Present'], 'entry_head'],
      ['Led the payments API team.', 'bullet'],
      ['Deutsche Bank', 'org'],
      [['Data Scientist', '2018 – 2021'], 'entry_head'],
      ['Berlin, Germany', 'location'],
      ['Built the risk models.', 'bullet'],
    ]);
    expect(r.experience).toEqual([
      {
        role: 'Senior Backend Engineer',
        company: 'Monzo Bank',
        startDate: 'Mar 2021',
        endDate: 'Present',
        achievements: ['Led the payments API team.'],
      },
      {
        role: 'Data Scientist',
        company: 'Deutsche Bank',
        startDate: '2018',
        endDate: '2021',
        achievements: ['Built the risk models.'],
      },
    ]);
  });

  it('tells the institution from the degree by their words, whatever their order; a second date is a second entry', () => {
    const r = assemble([
      ['Studium', 'heading_education'],
      [['Master of Science Informatik', 'Technische Universität München'], 'entry_head'],
      ['2016 – 2018', 'date'],
      ['Politecnico di Milano | Laurea in Ingegneria | 2012 – 2016', 'entry_head'],
    ]);
    expect(r.education?.map((e) => [e.institution, e.degree, e.startDate])).toEqual([
      ['Technische Universität München', 'Master of Science Informatik', '2016'],
      ['Politecnico di Milano', 'Laurea in Ingegneria', '2012'],
    ]);
  });

  it('takes skill items from skill lines wherever they are, without their labels or levels', () => {
    const r = assemble([
      ['Kenntnisse', 'heading_skills'],
      ['Sprachen: Python, Go and SQL', 'skill'],
      [['Docker', 'Kubernetes [Intermediate]'], 'skill'],
      ['Hobbies', 'heading_other'],
      ['Chess, climbing', 'other'],
    ]);
    expect(r.skills).toEqual({ Skills: ['Python', 'Go', 'SQL', 'Docker', 'Kubernetes'] });
  });
});

describe('assembling with entry beginnings', () => {
  it('opens entries where the boundary labels say, bullets or not', () => {
    const rows: [string, string, string][] = [
      ['Experience', 'heading_experience', 'none'],
      ['Razer', 'org', 'begin'],
      ['Software Engineer Intern | 2019', 'entry_head', 'inside'],
      ['Software Engineer | 2020 – 2021', 'entry_head', 'begin'],
      ['Terresquall', 'org', 'begin'],
      ['Freelance Software Engineer | 2018 – Current', 'entry_head', 'inside'],
    ];
    const r = assembleResume(
      rows.map(([t]) => ({ ...line(t) })),
      rows.map(([, l]) => l),
      rows.map(([, , b]) => b),
    );
    expect(r.experience?.map((e) => [e.role, e.company, e.startDate])).toEqual([
      ['Software Engineer Intern', 'Razer', '2019'],
      ['Software Engineer', '', '2020'],
      ['Freelance Software Engineer', 'Terresquall', '2018'],
    ]);
  });
});
