// Recording a submitted form: found by job link (tracking parameters ignored) or created from the
// page, set to Applied through the lifecycle (event, status history), the snapshot stored once and
// read back with the exact file, free-text answers saved, another user's ids, bad and huge input,
// scopes; and the packet the extension attaches (resume PDF of the sent copy, the letter).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/server/db/client';
import { closeBrowser } from '@/server/resumes/pdf/get-browser';
import { callRoute } from '@/test/call-route';
import { createUser, type TestUser } from '@/test/factories';
import { POST as createResume } from '../../resumes/route';
import { POST as addApplication } from '../../applications/add-new-application/route';
import { GET as getApplication } from '../../applications/my-applications/[id]/route';
import { POST as generateLetter } from '../../applications/[id]/cover-letters/route';
import { GET as getSubmission } from '../../applications/[id]/submission/route';
import { GET as getSubmissionResume } from '../../applications/[id]/submission/resume/route';
import { GET as listAnswers } from '../../apply-answers/route';
import { POST as issueToken } from '../../tokens/route';
import { POST as packet } from '../packet/route';
import { POST } from './route';

const resumeJson = JSON.parse(readFileSync('test/fixtures/tailoring/resume.json', 'utf8'));
const jobDescription = readFileSync('test/fixtures/tailoring/job-description.txt', 'utf8');

const pdf = Buffer.from('%PDF-1.4\n% a resume as the form got it\n1 0 obj << >> endobj\n%%EOF\n');
const resumeFile = {
  filename: 'Sam Rivera - Resume.pdf',
  sha256: createHash('sha256').update(pdf).digest('hex'),
  content_base64: pdf.toString('base64'),
};

let alice: TestUser;
let bob: TestUser;
let trackedId: string;

const answers = [
  { question: 'First name', answer: 'Sam', field: 'text' },
  { question: 'Email', answer: 'sam@example.com', field: 'text' },
  { question: 'Are you authorized to work in the US?', answer: 'Yes', field: 'select' },
  {
    question: 'Why do you want to work at Acme?',
    answer: 'Your design system work is what I do best.',
    field: 'job_application[answers_attributes][0][text_value]',
  },
  { question: 'Anything else?', answer: 'I can start in January, after my notice.' },
  { question: 'Highest degree', answer: 'B.S. in Computer Science', field: 'degree-select' },
  { question: 'Resume/CV', answer: 'Sam Rivera - Resume.pdf', field: 'resume' },
  {
    question: `I certify that ${'the information I gave is true and complete, '.repeat(30)}`.trim(),
    answer: 'Yes, I certify all of this.',
    field: 'consent-text',
  },
];

beforeAll(async () => {
  alice = await createUser({ timezone: 'Pacific/Auckland' });
  bob = await createUser();
  await callRoute(createResume, {
    token: alice.token,
    body: { name: 'Master', resume_json: resumeJson, template: 'modern' },
  });
  const app = await callRoute(addApplication, {
    token: alice.token,
    body: {
      job_title: 'Senior Frontend Engineer',
      company: 'Acme',
      status: 'not_applied',
      job_link: 'https://boards.greenhouse.io/acme/jobs/123',
      job_description: jobDescription,
    },
  });
  expect(app.status).toBe(201);
  trackedId = app.body.application.id;
});
afterAll(async () => {
  await closeBrowser();
});

describe('POST /api/apply/packet', () => {
  it('finds the application by its link and exports the default resume to PDF; the latest letter', async () => {
    const letter = await callRoute(generateLetter, {
      token: alice.token,
      params: { id: trackedId },
      body: {},
    });
    expect(letter.status, JSON.stringify(letter.body)).toBe(201);
    const res = await callRoute(packet, {
      token: alice.token,
      body: { job_url: 'http://www.boards.greenhouse.io/acme/jobs/123/?utm_source=x&gh_src=y' },
    });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body.application_id).toBe(trackedId);
    const bytes = Buffer.from(res.body.resume.content_base64, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.body.resume).toMatchObject({
      filename: 'Sam Rivera - Resume.pdf',
      media_type: 'application/pdf',
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    expect(res.body.cover_letter.text).toBe(letter.body.data.body);
  }, 60_000);

  it('an unknown link: no application, still the default resume, no letter; another user: nothing of Alice', async () => {
    const res = await callRoute(packet, {
      token: bob.token,
      body: { job_url: 'https://boards.greenhouse.io/acme/jobs/123' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ application_id: null, resume: null, cover_letter: null });
    const bad = await callRoute(packet, { token: bob.token, body: { job_url: 'ftp://x' } });
    expect(bad.status).toBe(422);
  });
});

describe('POST /api/apply/submissions', () => {
  it('sets the tracked application to Applied through the lifecycle and keeps the snapshot', async () => {
    const res = await callRoute(POST, {
      token: alice.token,
      body: {
        job_url: 'https://boards.greenhouse.io/acme/jobs/123?gh_src=abc',
        page_url: 'https://boards.greenhouse.io/acme/jobs/123#app',
        submitted_at: '2026-11-27T09:30:00Z',
        answers,
        resume: resumeFile,
        cover_letter: 'Dear Acme, …',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.application_id).toBe(trackedId);
    expect(res.body.submission).toMatchObject({
      submitted_at: '2026-11-27T09:30:00.000Z',
      page_url: 'https://boards.greenhouse.io/acme/jobs/123#app',
      resume: { filename: 'Sam Rivera - Resume.pdf', sha256: resumeFile.sha256, size: pdf.length },
      cover_letter: 'Dear Acme, …',
    });
    expect(res.body.submission.answers).toHaveLength(answers.length);
    // Applied, dated the submission's day where the user lives (Auckland: already the 27th at 22:30).
    const app = await callRoute(getApplication, { token: alice.token, params: { id: trackedId } });
    expect(app.body.data.status).toBe('Applied');
    expect(app.body.data.applied_date).toBe('2026-11-27');
    const db = await prisma();
    const events = await db.applicationEvent.findMany({
      where: { applicationId: trackedId, kind: 'STATUS_CHANGED' },
    });
    expect(events.map((e) => e.status)).toEqual(['Applied']);
    const history = await db.applicationStatusChange.findMany({
      where: { applicationId: trackedId },
      orderBy: { changedAt: 'asc' },
    });
    expect(history.map((h) => [h.fromStatus, h.status])).toEqual([
      [null, 'NotApplied'],
      ['NotApplied', 'Applied'],
    ]);
  });

  it('reads the snapshot back and downloads the exact file', async () => {
    const res = await callRoute(getSubmission, { token: alice.token, params: { id: trackedId } });
    expect(res.status).toBe(200);
    expect(res.body.submission.answers[3]).toEqual(answers[3]);
    expect(res.body.submission.answers[4]).toEqual({ ...answers[4], field: null });
    const file = await callRoute(getSubmissionResume, {
      token: alice.token,
      params: { id: trackedId },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/attachment/);
    const bytes = Buffer.from(await file.response.clone().arrayBuffer());
    expect(bytes.equals(pdf)).toBe(true);
  });

  it('saves the free-text answers only (not names, email or legal choices)', async () => {
    const res = await callRoute(listAnswers, { token: alice.token });
    expect(res.body.data.map((a: { question: string }) => a.question).sort()).toEqual([
      'Anything else?',
      'Why do you want to work at Acme?',
    ]);
  });

  it('the confirmation page within minutes answers the first snapshot (200), no second row', async () => {
    const res = await callRoute(POST, {
      token: alice.token,
      body: {
        job_url: 'https://boards.greenhouse.io/acme/jobs/123',
        page_url: 'https://boards.greenhouse.io/acme/jobs/123/confirmation',
        answers: [],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.submission.answers).toHaveLength(answers.length);
    const db = await prisma();
    expect(await db.applicationSubmission.count({ where: { applicationId: trackedId } })).toBe(1);
  });

  it('the snapshot cannot be changed, even by a query', async () => {
    const db = await prisma();
    await expect(
      db.applicationSubmission.updateMany({
        where: { applicationId: trackedId },
        data: { coverLetter: 'changed' },
      }),
    ).rejects.toThrow();
  });

  it('an untracked job is created from the page as Applied today', async () => {
    const res = await callRoute(POST, {
      token: bob.token,
      body: {
        job_url: 'https://jobs.lever.co/globex/abc',
        page_url: 'https://jobs.lever.co/globex/abc/apply',
        company: 'Globex',
        job_title: 'Engineer',
        answers: [{ question: 'Why Globex?', answer: 'Because.' }],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const app = await callRoute(getApplication, {
      token: bob.token,
      params: { id: res.body.application_id },
    });
    expect(app.body.data).toMatchObject({
      company: 'Globex',
      job_title: 'Engineer',
      status: 'Applied',
      job_link: 'https://jobs.lever.co/globex/abc',
    });
    expect(app.body.data.applied_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body.submission.resume).toBeNull();
    const db = await prisma();
    expect(
      await db.applicationEvent.count({ where: { applicationId: res.body.application_id } }),
    ).toBeGreaterThan(0);
  });

  it('an application with nothing sent yet answers 200 with a null snapshot (not an error)', async () => {
    const fresh = await callRoute(addApplication, {
      token: bob.token,
      body: { job_title: 'Designer', company: 'Nothing Sent Co', status: 'not_applied' },
    });
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(201);
    const res = await callRoute(getSubmission, {
      token: bob.token,
      params: { id: fresh.body.application.id },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ submission: null });
    expect(
      (await callRoute(getSubmission, { token: bob.token, params: { id: 'no-such-id' } })).status,
    ).toBe(404);
  });

  it("another user's application: 404 for the snapshot and the file; Bob's link to Alice's job creates his own", async () => {
    expect(
      (await callRoute(getSubmission, { token: bob.token, params: { id: trackedId } })).status,
    ).toBe(404);
    expect(
      (await callRoute(getSubmissionResume, { token: bob.token, params: { id: trackedId } }))
        .status,
    ).toBe(404);
    const missing = await callRoute(POST, {
      token: bob.token,
      body: {
        job_url: 'https://boards.greenhouse.io/acme/jobs/123',
        page_url: 'https://boards.greenhouse.io/acme/jobs/123',
      },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.detail).toMatch(/company and job_title/);
  });

  it.each([
    [{ job_url: undefined }, /job_url/],
    [{ job_url: 'javascript:alert(1)', page_url: 'https://x.test/a' }, /job_url must be an http/],
    [{ answers: 'none' }, /answers must be a list/],
    [{ answers: [{ question: '', answer: 'x' }] }, /answers\[\]\.question is required/],
    [{ answers: [{ question: 'x'.repeat(5001), answer: 'x' }] }, /at most 5000 characters/],
    [
      { answers: Array.from({ length: 301 }, (_, i) => ({ question: `Q${i}`, answer: 'a' })) },
      /at most 300/,
    ],
    [{ resume: { ...resumeFile, sha256: 'abc' } }, /64 hex digits/],
    [{ resume: { ...resumeFile, sha256: '0'.repeat(64) } }, /does not match the file/],
    [{ resume: { ...resumeFile, content_base64: '***' } }, /must be base64/],
    [{ submitted_at: 'yesterday' }, /ISO 8601/],
    [{ submitted_at: '2999-01-01T00:00:00Z' }, /in the future/],
  ])('%#: bad input → 422', async (patch, message) => {
    const res = await callRoute(POST, {
      token: alice.token,
      body: {
        job_url: 'https://boards.greenhouse.io/acme/jobs/123',
        page_url: 'https://boards.greenhouse.io/acme/jobs/123/apply',
        ...patch,
      },
    });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(422);
    expect(JSON.stringify(res.body)).toMatch(message);
  });

  it('a resume over 5 MB → 413, a body over 8 MB → 413', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    const overFile = await callRoute(POST, {
      token: alice.token,
      body: {
        job_url: 'https://boards.greenhouse.io/acme/jobs/123',
        page_url: 'https://boards.greenhouse.io/acme/jobs/123/x',
        resume: {
          filename: 'big.pdf',
          sha256: createHash('sha256').update(big).digest('hex'),
          content_base64: big.toString('base64'),
        },
      },
    });
    expect(overFile.status).toBe(413);
    expect(overFile.body.detail).toMatch(/5 MB/);
    const overBody = await callRoute(POST, {
      token: alice.token,
      rawBody: JSON.stringify({ job_url: 'https://a.test', pad: 'x'.repeat(9 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(overBody.status).toBe(413);
  });

  it('scopes: profile:write records, profile:read cannot; applications:read reads the snapshot', async () => {
    const issue = async (scopes: string[]) =>
      (await callRoute(issueToken, { token: alice.token, body: { name: 'sub', scopes } })).body
        .token as string;
    const reader = await issue(['profile:read']);
    const body = {
      job_url: 'https://boards.greenhouse.io/acme/jobs/999',
      page_url: 'https://boards.greenhouse.io/acme/jobs/999',
      company: 'Acme',
      job_title: 'Other',
    };
    expect((await callRoute(POST, { token: reader, body })).status).toBe(403);
    const writer = await issue(['profile:write']);
    expect((await callRoute(POST, { token: writer, body })).status).toBe(201);
    const apps = await issue(['applications:read']);
    expect(
      (await callRoute(getSubmission, { token: apps, params: { id: trackedId } })).status,
    ).toBe(200);
    expect(
      (await callRoute(getSubmission, { token: reader, params: { id: trackedId } })).status,
    ).toBe(403);
  });
});
