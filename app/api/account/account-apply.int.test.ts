// The Applying room in "Export my data" and its import (ADR 266): the apply profile, the saved
// answers and each application's submission snapshots (the resume by name, size and SHA-256, not its
// bytes) go out, nothing of another user's; they come back into another account, a second load
// adds nothing, a bad part is a 422 that changes nothing.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/server/db/client';
import { callRoute } from '@/test/call-route';
import { createUser, type TestUser } from '@/test/factories';
import * as profileRoute from '../apply-profile/route';
import * as answersRoute from '../apply-answers/route';
import * as submissions from '../apply/submissions/route';
import * as submission from '../applications/[id]/submission/route';
import * as submissionResume from '../applications/[id]/submission/resume/route';
import * as exporter from './export/route';
import * as importer from './import/route';

function jsonForm(text: string) {
  const form = new FormData();
  form.set('file', new File([text], 'pursuit-account.json', { type: 'application/json' }));
  return form;
}

const pdf = Buffer.from('%PDF-1.4\n% the resume the form got\n%%EOF\n');
const sha256 = createHash('sha256').update(pdf).digest('hex');
const profile = {
  first_name: 'Sam',
  last_name: 'Rivera',
  email: 'sam@example.test',
  phone_country_code: '+1',
  phone: '415 555 0100',
  work_authorization: [{ country: 'US', authorized: true }],
  needs_sponsorship: false,
  salary_expectation: { amount: 150000, currency: 'USD', period: 'year' },
  self_identification: { gender: 'Woman' },
};
const sentAnswers = [
  { question: 'First name', answer: 'Sam', field: 'text' },
  { question: 'Gender', answer: 'Woman', field: 'select' },
  { question: 'Race / ethnicity', answer: 'Decline to self-identify', field: 'checkboxes' },
];

let alice: TestUser;
let bob: TestUser;
let doc: Record<string, any>;

async function countsOf(userId: string) {
  const db = await prisma();
  return {
    apps: await db.application.count({ where: { userId } }),
    answers: await db.applyAnswer.count({ where: { userId } }),
    submissions: await db.applicationSubmission.count({ where: { userId } }),
    profile: await db.applyProfile.count({ where: { userId } }),
  };
}

beforeAll(async () => {
  alice = await createUser();
  bob = await createUser();
  for (const user of [alice, bob]) {
    const saved = await callRoute(profileRoute.PUT, { token: user.token, body: profile });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  for (const [question, answer] of [
    ['Why do you want to work at Acme?', 'Your analytics tools are the ones I use every day.'],
    ['What is your greatest strength?', 'Turning vague questions into measured answers.'],
  ])
    expect(
      (await callRoute(answersRoute.POST, { token: alice.token, body: { question, answer } }))
        .status,
    ).toBe(201);
  const sent = await callRoute(submissions.POST, {
    token: alice.token,
    body: {
      job_url: 'https://boards.greenhouse.io/acme/jobs/77',
      page_url: 'https://boards.greenhouse.io/acme/jobs/77#app',
      company: 'Acme',
      job_title: 'Data Engineer',
      submitted_at: '2026-11-20T10:00:00Z',
      answers: sentAnswers,
      resume: { filename: 'Sam Rivera.pdf', sha256, content_base64: pdf.toString('base64') },
      cover_letter: 'Dear Acme,',
    },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const other = await callRoute(submissions.POST, {
    token: bob.token,
    body: {
      job_url: 'https://jobs.lever.co/bobco/1',
      page_url: 'https://jobs.lever.co/bobco/1/apply',
      company: 'Bobco',
      job_title: 'Bob’s job',
      answers: [{ question: 'First name', answer: 'Bob' }],
    },
  });
  expect(other.status).toBe(201);
  doc = (await callRoute(exporter.GET, { token: alice.token })).body;
});

describe('GET /api/account/export: the Applying room', () => {
  it('has the saved profile, the saved answers and the snapshot without the file’s bytes', () => {
    expect(doc.apply_profile).toMatchObject({
      first_name: 'Sam',
      phone_country_code: '+1',
      work_authorization: [{ country: 'US', authorized: true }],
      self_identification: { gender: 'Woman', race_ethnicity: 'Decline to self-identify' },
    });
    expect(doc.apply_answers.map((a: { question: string }) => a.question)).toEqual([
      'Why do you want to work at Acme?',
      'What is your greatest strength?',
    ]);
    expect(doc.applications).toHaveLength(1);
    const [snapshot, ...more] = doc.applications[0].submissions;
    expect(more).toEqual([]);
    expect(snapshot).toEqual({
      submitted_at: '2026-11-20T10:00:00.000Z',
      recorded_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      page_url: 'https://boards.greenhouse.io/acme/jobs/77#app',
      answers: sentAnswers,
      resume: { filename: 'Sam Rivera.pdf', sha256, size: pdf.length },
      cover_letter: 'Dear Acme,',
    });
    const text = JSON.stringify(doc);
    expect(text).not.toContain(pdf.toString('base64'));
    expect(text).not.toContain('Bobco');
  });

  it('a user who never saved a profile exports null, not the prefilled defaults', async () => {
    const carol = await createUser();
    const res = await callRoute(exporter.GET, { token: carol.token });
    expect(res.body.apply_profile).toBeNull();
    expect(res.body.apply_answers).toEqual([]);
  });
});

describe('POST /api/account/import: the Applying room', () => {
  it('loads the profile, answers and snapshot into another account; a second load adds nothing', async () => {
    const target = await createUser();
    const res = await callRoute(importer.POST, {
      token: target.token,
      form: jsonForm(JSON.stringify(doc)),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      applications: { created: 1, skipped: 0 },
      apply_answers: 2,
      submissions: 1,
    });
    const got = await callRoute(profileRoute.GET, { token: target.token });
    expect(got.body.profile).toMatchObject({ first_name: 'Sam', phone: '415 555 0100' });
    const answers = await callRoute(answersRoute.GET, { token: target.token });
    expect(answers.body.data.map((a: { answer: string }) => a.answer).sort()).toEqual([
      'Turning vague questions into measured answers.',
      'Your analytics tools are the ones I use every day.',
    ]);
    const db = await prisma();
    const app = await db.application.findFirstOrThrow({ where: { userId: target.id } });
    const snap = await callRoute(submission.GET, { token: target.token, params: { id: app.id } });
    expect(snap.status).toBe(200);
    expect(snap.body.submission).toMatchObject({
      submitted_at: '2026-11-20T10:00:00.000Z',
      answers: sentAnswers,
      resume: { filename: 'Sam Rivera.pdf', sha256, size: pdf.length },
      cover_letter: 'Dear Acme,',
    });
    const file = await callRoute(submissionResume.GET, {
      token: target.token,
      params: { id: app.id },
    });
    expect(file.status).toBe(404);
    expect(file.body.detail).toMatch(/account import/);

    const before = await countsOf(target.id);
    const again = await callRoute(importer.POST, {
      token: target.token,
      form: jsonForm(
        JSON.stringify({
          ...doc,
          applications: [{ ...doc.applications[0], id: app.id }],
        }),
      ),
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toMatchObject({
      applications: { created: 0, skipped: 1 },
      submissions: 0,
    });
    expect(await countsOf(target.id)).toEqual(before);
    expect(before).toEqual({ apps: 1, answers: 2, submissions: 1, profile: 1 });
  });

  it('an export made before the Applying room still loads, and leaves the saved profile alone', async () => {
    const target = await createUser();
    await callRoute(profileRoute.PUT, { token: target.token, body: { first_name: 'Kept' } });
    const { apply_profile: _p, apply_answers: _a, ...old } = doc;
    const res = await callRoute(importer.POST, {
      token: target.token,
      form: jsonForm(
        JSON.stringify({
          ...old,
          applications: old.applications.map(({ submissions: _s, ...a }: any) => a),
        }),
      ),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ apply_answers: 0, submissions: 0 });
    const got = await callRoute(profileRoute.GET, { token: target.token });
    expect(got.body.profile).toMatchObject({ first_name: 'Kept' });
  });

  it.each([
    [
      'a snapshot whose resume hash is not one',
      (d: any) => ({
        ...d,
        applications: [
          {
            ...d.applications[0],
            id: undefined,
            submissions: [
              {
                ...d.applications[0].submissions[0],
                resume: { filename: 'x', sha256: 'zz', size: 3 },
              },
            ],
          },
        ],
      }),
      /applications\.0\.submissions\.0\.resume\.sha256/,
    ],
    [
      'a profile with a bad phone code',
      (d: any) => ({ ...d, apply_profile: { ...d.apply_profile, phone_country_code: '44' } }),
      /phone_country_code/,
    ],
    [
      'an empty saved answer',
      (d: any) => ({ ...d, apply_answers: [{ question: 'Why?', answer: ' ' }] }),
      /answer/,
    ],
  ])('refuses %s with a 422 and changes nothing', async (_name, change, detail) => {
    const target = await createUser();
    const before = await countsOf(target.id);
    const res = await callRoute(importer.POST, {
      token: target.token,
      form: jsonForm(JSON.stringify(change(doc))),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.detail).toMatch(detail);
    expect(await countsOf(target.id)).toEqual(before);
  });
});
