// GET /api/account/export and POST /api/account/import: one JSON document, all or nothing.
import { describe, expect, it } from 'vitest';
import { callRoute } from '@/test/call-route';
import { createUser, linkContact, type TestUser } from '@/test/factories';
import { prisma } from '@/server/db/client';
import * as add from '../applications/add-new-application/route';
import * as one from '../applications/my-applications/[id]/route';
import * as interview from '../applications/[id]/set-interview/route';
import * as history from '../applications/[id]/history/route';
import * as exporter from './export/route';
import * as importer from './import/route';
import * as currentResume from '../resumes/current/route';

function jsonForm(text: string) {
  const form = new FormData();
  form.set('file', new File([text], 'pursuit-account.json', { type: 'application/json' }));
  return form;
}

async function seed(user: TestUser) {
  const res = await callRoute(add.POST, {
    token: user.token,
    body: {
      job_title: 'Platform Engineer',
      company: 'Initech',
      status: 'applied',
      applied_date: '2026-10-05',
      job_link: 'https://jobs.example/p',
      notes: 'n',
      job_description: 'Go',
      location: 'Austin, TX',
      work_mode: 'remote',
      salary_min: 100000,
      salary_max: 120000.5,
      salary_currency: 'USD',
      salary_period: 'year',
      priority: 3,
      deadline: '2026-12-01',
      source: 'Indeed',
    },
  });
  const id = res.body.application.id as string;
  await callRoute(interview.POST, {
    token: user.token,
    params: { id },
    body: { interview_date: '2027-01-12 15:30', timezone: 'America/New_York' },
  });
  await linkContact(user, id, { name: 'Sam', email: 'sam@initech.example' });
  const db = await prisma();
  await db.resume.create({
    data: { userId: user.id, name: 'current', data: { basics: { name: 'Ada' } } },
  });
  return id;
}

async function counts(userId: string) {
  const db = await prisma();
  return {
    apps: await db.application.count({ where: { userId } }),
    history: await db.applicationStatusChange.count({ where: { userId } }),
    contacts: await db.applicationContact.count({ where: { userId } }),
    resumes: await db.resume.count({ where: { userId } }),
  };
}

describe('GET /api/account/export', () => {
  it('answers everything the user owns and nothing of anyone else', async () => {
    const user = await createUser({ timezone: 'Europe/Paris' });
    const other = await createUser();
    const id = await seed(user);
    await seed(other);
    const res = await callRoute(exporter.GET, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="pursuit-account-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const doc = res.body;
    expect(doc).toMatchObject({
      format: 'pursuit-account-export',
      version: 1,
      profile: { email: user.email, timezone: 'Europe/Paris' },
    });
    expect(doc.applications).toHaveLength(1);
    expect(doc.applications[0]).toMatchObject({
      id,
      status: 'Interview',
      interview_date: '2027-01-12T15:30:00-05:00',
      history: [
        { from_status: null, status: 'Applied' },
        { from_status: 'Applied', status: 'Interview' },
      ],
      contacts: [{ name: 'Sam', email: 'sam@initech.example' }],
    });
    expect(doc.resumes).toEqual([
      expect.objectContaining({ name: 'current', data: { basics: { name: 'Ada' } } }),
    ]);
    expect(JSON.stringify(doc)).not.toContain(user.id);
    expect(JSON.stringify(doc)).not.toMatch(/password/i);
    expect((await callRoute(exporter.GET, {})).status).toBe(401);
  });
});

describe('POST /api/account/import', () => {
  it('loads an export into another account, and a second load adds nothing', async () => {
    const source = await createUser();
    await seed(source);
    const doc = (await callRoute(exporter.GET, { token: source.token })).body;
    const target = await createUser({ timezone: 'Africa/Lagos' });
    const res = await callRoute(importer.POST, {
      token: target.token,
      form: jsonForm(JSON.stringify(doc)),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      applications: { created: 1, skipped: 0 },
      contacts: 1,
      tasks: 0,
      resumes: 1,
      apply_answers: 0,
      submissions: 0,
    });
    expect(await counts(target.id)).toEqual({ apps: 1, history: 2, contacts: 1, resumes: 1 });
    const db = await prisma();
    const app = await db.application.findFirstOrThrow({ where: { userId: target.id } });
    expect(app.id).not.toBe(doc.applications[0].id);
    expect(app.interviewAt?.toISOString()).toBe('2027-01-12T20:30:00.000Z');
    // The tracker fields come along.
    expect({
      ...app,
      salaryMin: Number(app.salaryMin),
      salaryMax: Number(app.salaryMax),
    }).toMatchObject({
      location: 'Austin, TX',
      workMode: 'remote',
      salaryMin: 100000,
      salaryMax: 120000.5,
      salaryCurrency: 'USD',
      salaryPeriod: 'year',
      priority: 3,
      deadline: new Date('2026-12-01T00:00:00Z'),
      source: 'Indeed',
    });
    // The imported resume becomes the default one the editor opens, and the interview its reminders.
    const current = await callRoute(currentResume.GET, { token: target.token });
    expect(current.status, JSON.stringify(current.body)).toBe(200);
    expect(
      await db.reminder.count({
        where: { applicationId: app.id, kind: { in: ['INTERVIEW_24H', 'INTERVIEW_1H'] } },
      }),
    ).toBe(2);
    const h = await callRoute(history.GET, { token: target.token, params: { id: app.id } });
    expect(h.body.data.map((x: { status: string }) => x.status)).toEqual(['Applied', 'Interview']);
    // The source account's own export re-imported into itself adds nothing.
    const self = await callRoute(importer.POST, {
      token: source.token,
      form: jsonForm(JSON.stringify(doc)),
    });
    expect(self.body.data.applications).toEqual({ created: 0, skipped: 1 });
    expect((await counts(source.id)).apps).toBe(1);
    // Source rows are untouched by the import into target.
    expect((await counts(source.id)).contacts).toBe(1);
  });

  it.each([
    ['not JSON', '{"format":', /not valid JSON/],
    [
      'another format',
      JSON.stringify({ format: 'huntr', version: 1, applications: [] }),
      /format must be/,
    ],
    [
      'a bad application deep in the file',
      JSON.stringify({
        format: 'pursuit-account-export',
        version: 1,
        applications: [
          { job_title: 'A', company: 'B', status: 'applied' },
          { job_title: 'C', company: 'D', status: 'hired' },
        ],
      }),
      /applications\.1\.status/,
    ],
    [
      'a bad contact',
      JSON.stringify({
        format: 'pursuit-account-export',
        version: 1,
        applications: [
          {
            job_title: 'A',
            company: 'B',
            status: 'applied',
            contacts: [{ name: 'X', email: 'nope' }],
          },
        ],
      }),
      /Email/,
    ],
    [
      'a bad time zone',
      JSON.stringify({
        format: 'pursuit-account-export',
        version: 1,
        profile: { timezone: 'Mars/Olympus' },
        applications: [],
      }),
      /time zone/,
    ],
  ])('refuses %s with a 422 and changes nothing', async (_name, text, detail) => {
    const user = await createUser();
    await seed(user);
    const before = await counts(user.id);
    const res = await callRoute(importer.POST, { token: user.token, form: jsonForm(text) });
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(detail);
    expect(await counts(user.id)).toEqual(before);
  });

  it('refuses a missing file, a JSON body and anonymous calls', async () => {
    const user = await createUser();
    expect(
      (await callRoute(importer.POST, { token: user.token, form: new FormData() })).status,
    ).toBe(422);
    expect(
      (
        await callRoute(importer.POST, {
          token: user.token,
          body: { format: 'pursuit-account-export' },
        })
      ).status,
    ).toBe(415);
    expect((await callRoute(importer.POST, { form: jsonForm('{}') })).status).toBe(401);
  });

  it('does not touch another user’s data even when the document carries their ids', async () => {
    const victim = await createUser();
    const victimApp = await seed(victim);
    const attacker = await createUser();
    const doc = {
      format: 'pursuit-account-export',
      version: 1,
      applications: [{ id: victimApp, job_title: 'Mine now', company: 'X', status: 'offer' }],
    };
    const res = await callRoute(importer.POST, {
      token: attacker.token,
      form: jsonForm(JSON.stringify(doc)),
    });
    expect(res.body.data.applications).toEqual({ created: 1, skipped: 0 });
    const db = await prisma();
    expect((await db.application.findUniqueOrThrow({ where: { id: victimApp } })).jobTitle).toBe(
      'Platform Engineer',
    );
    const patch = await callRoute(one.GET, { token: attacker.token, params: { id: victimApp } });
    expect(patch.status).toBe(404);
  });
});
