// POST /api/ai/resume/structure (and analyze's hidden-text check) on third-party builder and template PDFs (test/fixtures/resumes/layouts,
// MIT): the layout-aware reader through the route, with the values each PDF's source holds.
import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { analysisSchema } from '@/lib/resume/analysis-schema';
import { resumeSchema } from '@/lib/resume/resume-schema';
import { callRoute } from '@/test/call-route';
import { createUser, type TestUser } from '@/test/factories';
import { POST as analyze } from './analyze/route';
import { POST as structure } from './structure/route';

const dir = 'test/fixtures/resumes/layouts';

let user: TestUser;
beforeAll(async () => {
  user = await createUser();
});

async function structured(file: string) {
  const form = new FormData();
  form.set('resume', new File([readFileSync(`${dir}/${file}`)], file));
  const res = await callRoute(structure, {
    method: 'POST',
    form,
    token: user.token,
    ip: '10.0.7.1',
  });
  expect(res.status).toBe(200);
  return {
    resume: resumeSchema.parse(res.body.resume_json),
    uncertain: res.body.uncertain as string[],
  };
}

describe('POST /api/ai/resume/structure on published layouts', () => {
  it('RenderCV classic: dates right-aligned beside the first bullet belong to the job, time spans and footers are dropped', async () => {
    const { resume, uncertain } = await structured('rendercv_classic.pdf');
    expect(resume.header).toMatchObject({ fullName: 'John Doe', email: 'john.doe@email.com' });
    expect(resume.experience?.map((e) => [e.role, e.company, e.startDate, e.endDate])).toEqual([
      ['Co-Founder & CTO', 'Nexus AI', 'June 2023', 'Present'],
      ['Research Intern', 'NVIDIA Research', 'May 2022', 'Aug 2022'],
      ['Research Intern', 'Google DeepMind', 'May 2021', 'Aug 2021'],
      ['Research Intern', 'Apple ML Research', 'May 2020', 'Aug 2020'],
      ['Research Intern', 'Microsoft Research', 'May 2019', 'Aug 2019'],
    ]);
    // A bullet wrapped over two lines is one achievement, without the "2 years 10 months" span.
    expect(resume.experience?.[0]?.achievements?.[0]).toBe(
      'Built foundation model infrastructure serving 2M+ monthly API requests with 99.97% uptime',
    );
    expect(JSON.stringify(resume)).not.toMatch(/years? \d+ months|1\/2/);
    expect(resume.education).toHaveLength(2);
    expect(Object.values(resume.skills ?? {}).flat()).toEqual(
      expect.arrayContaining([
        'distributed training',
        'Neural architecture search',
        'multi-agent RL',
      ]),
    );
    expect(uncertain).toEqual([]);
  });

  it('Twenty Seconds CV: the name in the sidebar, headings split in two colours, date | title | place rows; unsure fields marked', async () => {
    const { resume, uncertain } = await structured('twentysecondscv_alice.pdf');
    expect(resume.header).toMatchObject({
      fullName: 'Alice',
      email: 'alice@wonderland.com',
      phone: '+39 0325658974',
    });
    expect(resume.experience?.map((e) => [e.role, e.company, e.endDate || e.startDate])).toEqual([
      ['Alice in Wonderland-The Circra (1900’s) Silent Film.', 'Film', '1900'],
      ['Alice in Wonderland 1933 version.', 'Film', '1933'],
      ['Disney Film.', 'Film', '1951'],
    ]);
    // One-word name; films have neither a position nor an organisation word: for the person to check.
    expect(uncertain).toEqual(
      expect.arrayContaining(['header.fullName', 'experience.0.role', 'experience.0.company']),
    );
  });

  it('latexcv sidebar: main column then the right sidebar, "Employer, dates" cells, FontAwesome glyphs dropped', async () => {
    const { resume } = await structured('latexcv_sidebar.pdf');
    expect(resume.header.fullName).toBe('Jan Küster');
    expect(resume.header.email).toBe('info@jankuester.com');
    expect(resume.experience?.map((e) => [e.role, e.company, e.startDate, e.endDate])).toEqual([
      ['Fullstack Javascript Engineer', 'University of Bremen', '2016/09', 'Present'],
      ['Scientific Employee / Software Development', 'University of Bremen', '2012', '2014'],
      ['Project Management Simulation Training', 'Getoq Consulting', '', '2011 / 11'],
      ['Student Assistant / Programmer', 'otulea.uni-bremen.de', '2010', '2011'],
    ]);
    expect(resume.experience?.[1]?.achievements).toEqual([
      'Invented a flexible assessment framework, targeting industrial trainees',
      'Supervised software development lifecycle',
      'Recruited team members',
    ]);
    expect(JSON.stringify(resume)).not.toMatch(/[½Æ]/);
  });
});

describe('POST /api/ai/resume/analyze with text drawn invisibly', () => {
  it('leaves white keyword stuffing out of the scores and says so', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([612, 792]);
    const lines = [
      'Jane Doe',
      'jane@example.com',
      'EXPERIENCE',
      'Backend Engineer, Acme Corp 2019 – 2023',
      '• Built payment services in Python and PostgreSQL.',
    ];
    lines.forEach((text, i) => page.drawText(text, { x: 50, y: 740 - i * 16, size: 11, font }));
    page.drawText('Kubernetes Terraform Kafka', {
      x: 50,
      y: 500,
      size: 6,
      font,
      color: rgb(1, 1, 1),
    });
    const form = new FormData();
    form.set('resume', new File([Buffer.from(await doc.save())], 'stuffed.pdf'));
    form.set(
      'job_description',
      'Backend Engineer. Required: Python, Kubernetes, Terraform and Kafka.',
    );
    const res = await callRoute(analyze, {
      method: 'POST',
      form,
      token: user.token,
      ip: '10.0.7.2',
    });
    expect(res.status).toBe(200);
    const analysis = analysisSchema.parse(res.body.analysis);
    expect(analysis.notices.join(' ')).toMatch(
      /text no reader can see .*Kubernetes Terraform Kafka/,
    );
    expect(analysis.missing_keywords).toEqual(
      expect.arrayContaining(['Kubernetes', 'Terraform', 'Kafka']),
    );
    expect(analysis.matched_keywords.map((m) => m.keyword)).toContain('Python');
    expect(res.body.extracted_text_preview).not.toContain('Kubernetes');
  });
});
