// Entries and skills assembled from labelled layout lines, the head lines' parts labelled by the
// committed span model (training/reader/span-model.json).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LayoutLine } from '@/server/ai/resume-reading/layout-line';
import { assembleResume } from './assemble-resume';
import { loadLabeller, type LabellerModel } from './line-labeller';

const spans = loadLabeller(
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, 'span-model.json'), 'utf8'),
  ) as LabellerModel,
);

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
    spans,
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

describe('entries over several head lines', () => {
  it('takes an employer line above its role, and a second role as a second entry', () => {
    const r = assemble([
      ['Experience', 'heading_experience'],
      ['Razer', 'org'],
      ['Software Engineer Intern | 2019', 'entry_head'],
      ['Software Engineer | 2020 – 2021', 'entry_head'],
      ['Wrote the firmware updater.', 'bullet'],
      ['Terresquall', 'org'],
      ['Freelance Software Engineer | 2018 – Current', 'entry_head'],
    ]);
    expect(r.experience?.map((e) => [e.role, e.company, e.startDate])).toEqual([
      ['Software Engineer Intern', 'Razer', '2019'],
      ['Software Engineer', 'Razer', '2020'],
      ['Freelance Software Engineer', 'Terresquall', '2018'],
    ]);
  });

  it('reads the entry line a margin heading shares its line with', () => {
    const r = assemble([
      [['POSITIONS', 'Data Scientist at Zalando SE'], 'heading_experience'],
      ['2019 – 2021', 'date'],
      ['Built the risk models.', 'bullet'],
    ]);
    expect(r.experience?.map((e) => [e.role, e.company, e.startDate])).toEqual([
      ['Data Scientist', 'Zalando SE', '2019'],
    ]);
  });

  it('gives every field the probability of the part it came from', () => {
    const r = assemble([
      ['Experience', 'heading_experience'],
      [['Data Scientist at Zalando SE', 'Since Mar 2017'], 'entry_head'],
    ]);
    expect(r.experience?.map((e) => [e.role, e.company, e.startDate, e.endDate])).toEqual([
      ['Data Scientist', 'Zalando SE', 'Mar 2017', ''],
    ]);
    for (const k of ['experience.0.role', 'experience.0.company', 'experience.0.startDate']) {
      expect(r.confidence[k]).toBeGreaterThan(0.5);
      expect(r.confidence[k]).toBeLessThanOrEqual(1);
    }
  });

  it('takes the short line under a role without organisation as its organisation; list openers and sentences are body', () => {
    const r = assemble([
      ['Work Experience', 'heading_experience'],
      [['Systems Analyst', 'Mar 14 - Jan 15'], 'entry_head'],
      ['Research and Development', 'other'],
      [
        'A large project required an intuitive interface for role-based access and rights management.',
        'entry_head',
      ],
      ['Technologies include:', 'entry_head'],
      ['Python for custom tool development', 'bullet'],
      [['IT Consultant', 'Oct 11 - Oct 12'], 'entry_head'],
      ['Accenture Tech. Solutions', 'org'],
    ]);
    expect(r.experience?.map((e) => [e.role, e.company, e.startDate])).toEqual([
      ['Systems Analyst', 'Research and Development', 'Mar 14'],
      ['IT Consultant', 'Accenture Tech. Solutions', 'Oct 11'],
    ]);
    expect(r.experience?.[0]?.achievements).toHaveLength(3);
  });

  it('reads a line under a role that would be a second role, without a date, as its organisation', () => {
    const r = assemble([
      ['Working Experience', 'heading_experience'],
      [['Biomedical Engineer', '02/2020 – 08/2020'], 'entry_head'],
      ['Siemens Healthcare', 'entry_head'],
      ['Built imaging pipelines.', 'bullet'],
      [['Biomedical Engineer', '02/2019 – 09/2019'], 'entry_head'],
      ['Danone Research', 'entry_head'],
    ]);
    expect(r.experience?.map((e) => [e.role, e.company, e.startDate])).toEqual([
      ['Biomedical Engineer', 'Siemens Healthcare', '02/2020'],
      ['Biomedical Engineer', 'Danone Research', '02/2019'],
    ]);
  });

  it('reads a line taken for a role, with no date, right above a role line with its dates as the organisation', () => {
    const r = assemble([
      ['Experience', 'heading_experience'],
      [['Founding Engineer'], 'entry_head'],
      [['Senior Data Scientist', '04/2018 – 12/2022'], 'entry_head'],
      ['Built the forecasting models.', 'bullet'],
    ]);
    expect(r.experience?.map((e) => [e.role, e.company, e.startDate])).toEqual([
      ['Senior Data Scientist', 'Founding Engineer', '04/2018'],
    ]);
  });
});
