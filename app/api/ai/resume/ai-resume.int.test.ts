// The ai/resume routes called in-process with real files: third-party resumes (test/fixtures/third-party), our
// labelled fixtures, and hostile uploads.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { analysisSchema } from '@/lib/resume/analysis-schema';
import { resumeSchema } from '@/lib/resume/resume-schema';
import { callRoute } from '@/test/call-route';
import { createUser, type TestUser } from '@/test/factories';
import { POST as analyze } from './analyze/route';
import { POST as reanalyze } from './reanalyze/route';
import { POST as structure } from './structure/route';

const thirdParty = 'test/fixtures/third-party';
const fixtures = 'test/fixtures';
const backendJd = readFileSync(`${fixtures}/postings/backend-platform.txt`, 'utf8');

function form(
  path: string,
  name = path.split('/').pop()!,
  jd: string | null = backendJd,
): FormData {
  const f = new FormData();
  f.set('resume', new File([readFileSync(path)], name));
  if (jd !== null) f.set('job_description', jd);
  return f;
}

let user: TestUser;
beforeAll(async () => {
  user = await createUser();
});

const call = (handler: typeof analyze, body: FormData, ip = '10.0.0.1') =>
  callRoute(handler, { method: 'POST', form: body, token: user.token, ip });

describe('POST /api/ai/resume/analyze', () => {
  it('requires a signed-in user', async () => {
    const res = await callRoute(analyze, {
      method: 'POST',
      form: form(`${fixtures}/resumes/maya-chen-backend.pdf`),
    });
    expect(res.status).toBe(401);
  });

  it('scores a matching PDF resume high and explains why', async () => {
    const res = await call(analyze, form(`${fixtures}/resumes/maya-chen-backend.pdf`));
    expect(res.status).toBe(200);
    const analysis = analysisSchema.parse(res.body.analysis);
    expect(res.body.filename).toBe('maya-chen-backend.pdf');
    expect(res.body.extracted_text_preview).toContain('Maya Chen');
    expect(analysis.keyword_match_score).toBeGreaterThanOrEqual(70);
    expect(analysis.ats_score).toBeGreaterThanOrEqual(70);
    expect(analysis.provider).toBe('local');
    const kafka = analysis.matched_keywords.find((m) => m.keyword === 'Kafka');
    expect(kafka?.found_in).toEqual(expect.arrayContaining(['experience', 'skills']));
    const k8s = analysis.matched_keywords.find((m) => m.keyword === 'Kubernetes');
    expect(k8s?.importance).toBe('required');
    expect(analysis.keyword_breakdown.reduce((s, c) => s + c.points, 0)).toBe(
      analysis.keyword_match_score,
    );
    expect(analysis.ats_breakdown.reduce((s, c) => s + c.points, 0)).toBe(analysis.ats_score);
    expect(analysis.job_title).toBe('Senior Backend Engineer');
  });

  it('scores a mismatched resume low, lists the required gaps first and suggests where to add them', async () => {
    const res = await call(analyze, form(`${fixtures}/resumes/sam-rivera-frontend.docx`));
    expect(res.status).toBe(200);
    const a = analysisSchema.parse(res.body.analysis);
    expect(a.keyword_match_score).toBeLessThan(35);
    expect(a.missing_keywords.slice(0, 5)).toEqual(expect.arrayContaining(['Python']));
    const firstPreferred = a.missing_keyword_details.findIndex((m) => m.importance === 'preferred');
    expect(
      a.missing_keyword_details.slice(firstPreferred).every((m) => m.importance === 'preferred'),
    ).toBe(true);
    expect(a.suggestions.some((s) => /“Python” \(required/.test(s))).toBe(true);
  });

  it('is deterministic: the same input gives the same answer', async () => {
    const a = await call(analyze, form(`${fixtures}/resumes/priya-natarajan-data-2page.pdf`));
    const b = await call(analyze, form(`${fixtures}/resumes/priya-natarajan-data-2page.pdf`));
    expect(a.body).toEqual(b.body);
  });

  it.each([
    `${thirdParty}/resumes/pdf/resumematcher_bruce_wayne_fullstack.pdf`,
    `${thirdParty}/resumes/pdf/awesomecv_cv.pdf`,
    `${thirdParty}/resumes/docx/soupboss_01-Desktop_Support.docx`,
    `${thirdParty}/resumes/doc/CONVERTED_soupboss_01-Accountant.doc`,
  ])('analyses the third-party resume %s', async (path) => {
    const res = await call(analyze, form(path));
    expect(res.status).toBe(200);
    const a = analysisSchema.parse(res.body.analysis);
    expect(a.ats_score).toBeGreaterThan(0);
    expect(res.body.extracted_text_preview.length).toBeGreaterThan(200);
  });

  it('reads a scanned (image-only) PDF with OCR and says so', async () => {
    const res = await call(analyze, form(`${fixtures}/resumes/maya-chen-backend-scanned.pdf`));
    expect(res.status).toBe(200);
    expect(res.body.extracted_text_preview).toMatch(/Maya Chen/);
    expect(res.body.analysis.notices.join(' ')).toMatch(/OCR/);
    expect(res.body.analysis.matched_keywords.map((m: { keyword: string }) => m.keyword)).toEqual(
      expect.arrayContaining(['Python', 'Kafka']),
    );
  }, 60_000);

  it('reads only the first pages of a 3000-page PDF, quickly', async () => {
    const started = Date.now();
    const res = await call(analyze, form(`${fixtures}/resumes/many-pages.pdf`));
    expect(res.status).toBe(200);
    expect(res.body.analysis.notices.join(' ')).toMatch(
      /3,000 pages; only the first 30 pages were read/,
    );
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it.each([
    ['program-renamed.docx', 'a Windows program renamed .docx'],
    ['photo-renamed.pdf', 'a PNG renamed .pdf'],
  ])('refuses %s (%s) with 415 and the spec text', async (file) => {
    const res = await call(analyze, form(`${fixtures}/resumes/${file}`));
    expect(res.status).toBe(415);
    expect(res.body.detail).toBe('Unsupported file type. Please upload a PDF or DOC/DOCX file.');
  });

  it('refuses a corrupt PDF with 422', async () => {
    const res = await call(analyze, form(`${fixtures}/resumes/corrupt.pdf`));
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/could not be read|damaged/);
  });

  it('refuses a password-protected PDF with 422 and says why', async () => {
    const res = await call(analyze, form(`${fixtures}/resumes/encrypted.pdf`));
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/password-protected/);
  });

  it('survives a DOCX decompression bomb: 422, and the next upload still works', async () => {
    const res = await call(analyze, form(`${fixtures}/resumes/bomb.docx`));
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/too complex|damaged|too long|declares more than 100 MB/);
    const next = await call(analyze, form(`${fixtures}/resumes/maya-chen-backend.docx`));
    expect(next.status).toBe(200);
  });

  it('refuses an upload over 10 MB with 413', async () => {
    const f = new FormData();
    const big = Buffer.concat([
      readFileSync(`${fixtures}/resumes/maya-chen-backend.pdf`),
      Buffer.alloc(10 * 1024 * 1024),
    ]);
    f.set('resume', new File([big], 'big.pdf'));
    f.set('job_description', backendJd);
    const res = await call(analyze, f);
    expect(res.status).toBe(413);
  });

  it('answers 422 naming the field when no file is sent', async () => {
    const f = new FormData();
    f.set('job_description', backendJd);
    const res = await call(analyze, f);
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/^resume/);
  });

  it('still scores ATS readability without a job description, with a notice', async () => {
    const res = await call(
      analyze,
      form(`${fixtures}/resumes/maya-chen-backend.docx`, undefined, null),
    );
    expect(res.status).toBe(200);
    expect(res.body.analysis.notices.join(' ')).toMatch(/No skills or requirements/);
    expect(res.body.analysis.ats_score).toBeGreaterThan(50);
  });
});

describe('POST /api/ai/resume/structure', () => {
  it('structures a resume into the resume_json shape', async () => {
    const res = await call(
      structure,
      form(`${fixtures}/resumes/maya-chen-backend.pdf`, undefined, null),
    );
    expect(res.status).toBe(200);
    const r = resumeSchema.parse(res.body.resume_json);
    expect(r.header).toMatchObject({
      fullName: 'Maya Chen',
      email: 'maya.chen@example.com',
      title: 'Senior Backend Engineer',
    });
    expect(r.header.linkedin).toContain('linkedin.com/in/mayachen-dev');
    expect(r.experience).toHaveLength(2);
    expect(r.experience?.[0]).toMatchObject({
      role: 'Senior Backend Engineer',
      company: 'Lumen Payments',
      startDate: 'Mar 2021',
      endDate: 'Present',
    });
    expect(r.experience?.[0]?.achievements).toHaveLength(5);
    expect(r.education?.[0]?.institution).toMatch(/University of California/);
    expect(r.skills?.Tools).toEqual(expect.arrayContaining(['Docker', 'Kafka']));
    expect(r.order?.slice(0, 3)).toEqual(['summary', 'experience', 'projects']);
  });

  it('structures a third-party DOCX and a legacy DOC', async () => {
    for (const path of [
      `${thirdParty}/resumes/docx/soupboss_01-Accountant.docx`,
      `${thirdParty}/resumes/doc/CONVERTED_soupboss_01-Accountant.doc`,
    ]) {
      const res = await call(structure, form(path, undefined, null));
      expect(res.status).toBe(200);
      const r = resumeSchema.parse(res.body.resume_json);
      expect(r.header.fullName).toBe('Ebony Moore');
      expect(r.header.email).toBe('emoore@email.com');
      expect(r.summary).toMatch(/Accountant/);
    }
  });

  it('keeps each job one entry and reads names and phones on real layouts (sidebar, glued name, right-aligned dates)', async () => {
    const cases = [
      // Two-column sidebar: contact details under a "Contact" heading, title/company/dates on three lines.
      {
        file: 'soupboss_aws-devops-engineer-resume-example.pdf',
        name: 'Catherine Stark',
        phone: '(123) 456-7890',
        jobs: 2,
        first: { role: 'AWS DevOps Engineer', company: 'S&P Global' },
      },
      // LuaTeX Awesome-CV: name and title on one extracted line, an international number, 12 jobs.
      {
        file: 'awesomecv_cv.pdf',
        name: 'Claud D. Park',
        phone: '(+82) 10-9030-1843',
        jobs: 12,
        first: { startDate: 'Mar. 2021', endDate: 'Present' },
      },
      // Title + right-aligned dates, then company + location on the next line.
      {
        file: 'resumematcher_template_modern-single-column.pdf',
        name: 'John Doe',
        phone: '+1 (415) 555-0142',
        jobs: 3,
        first: { role: 'Senior Software Engineer', startDate: 'Jan 2023' },
      },
    ];
    for (const c of cases) {
      const res = await call(
        structure,
        form(`${thirdParty}/resumes/pdf/${c.file}`, undefined, null),
      );
      expect(res.status).toBe(200);
      const r = resumeSchema.parse(res.body.resume_json);
      expect(r.header.fullName).toBe(c.name);
      expect(r.header.phone).toBe(c.phone);
      expect(r.experience).toHaveLength(c.jobs);
      expect(r.experience?.[0]).toMatchObject(c.first);
    }
  });
});

describe('POST /api/ai/resume/reanalyze', () => {
  it('scores the structured JSON, and improves when a missing term is added', async () => {
    const structured = await call(
      structure,
      form(`${fixtures}/resumes/sam-rivera-frontend.pdf`, undefined, null),
    );
    const json = structured.body.resume_json;
    const send = (resume: unknown) => {
      const f = new FormData();
      f.set('resume', JSON.stringify(resume));
      f.set('job_description', backendJd);
      return call(reanalyze, f);
    };
    const before = await send(json);
    expect(before.status).toBe(200);
    const a = analysisSchema.parse(before.body.analysis);
    expect(a.missing_keywords).toContain('Python');
    const after = await send({
      ...json,
      skills: {
        ...json.skills,
        Backend: ['Python', 'FastAPI', 'PostgreSQL', 'Docker', 'Kubernetes'],
      },
    });
    const b = analysisSchema.parse(after.body.analysis);
    expect(b.missing_keywords).not.toContain('Python');
    expect(b.keyword_match_score).toBeGreaterThan(a.keyword_match_score);
  });

  it('answers 422 for text that is not JSON, or JSON of the wrong shape', async () => {
    const f = new FormData();
    f.set('resume', 'not json');
    expect((await call(reanalyze, f)).status).toBe(422);
    const g = new FormData();
    g.set('resume', JSON.stringify({ experience: 'should be a list' }));
    const res = await call(reanalyze, g);
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/^resume\.experience/);
  });
});
