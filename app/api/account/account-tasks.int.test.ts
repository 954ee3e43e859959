// Tasks (ADR 192) in "Export my data" and its import: carried with their application, restored all
// or nothing, validated as the tasks API validates, and with a fresh reminder instead of a copied one.
import { describe, expect, it } from 'vitest';
import { callRoute } from '@/test/call-route';
import { addTask, createApplication, createUser, type TestUser } from '@/test/factories';
import { prisma } from '@/server/db/client';
import * as tasks from '../applications/[id]/tasks/route';
import * as oneTask from '../applications/[id]/tasks/[tid]/route';
import * as exporter from './export/route';
import * as importer from './import/route';

const HOUR = 3_600_000;

function jsonForm(text: string) {
  const form = new FormData();
  form.set('file', new File([text], 'pursuit-account.json', { type: 'application/json' }));
  return form;
}

/** An application with four tasks: due later, done, undated, and overdue by two hours. */
async function seed(user: TestUser, prefix = '') {
  const id = (await createApplication(user, { company: 'Initech' })).id;
  const later = new Date(Date.now() + 3 * 24 * HOUR);
  const soon = await addTask(user, id, {
    title: `${prefix}Send the references`,
    due_at: later.toISOString(),
  });
  const done = await addTask(user, id, { title: `${prefix}Book the flight` });
  await callRoute(oneTask.PATCH, {
    token: user.token,
    params: { id, tid: done.id },
    method: 'PATCH',
    body: { done: true },
  });
  await addTask(user, id, { title: `${prefix}Read the handbook` });
  await addTask(user, id, {
    title: `${prefix}Reply to the recruiter`,
    due_at: new Date(Date.now() - 2 * HOUR).toISOString(),
  });
  return { id, later, soonId: soon.id };
}

async function counts(userId: string) {
  const db = await prisma();
  return {
    apps: await db.application.count({ where: { userId } }),
    tasks: await db.applicationTask.count({ where: { userId } }),
    reminders: await db.reminder.count({ where: { userId } }),
  };
}

const exportOf = async (user: TestUser) => {
  const res = await callRoute(exporter.GET, { token: user.token });
  expect(res.status).toBe(200);
  return res.body;
};

describe('tasks in GET /api/account/export', () => {
  it('carries each application’s tasks, without reminder state, and no other user’s', async () => {
    const user = await createUser({ timezone: 'Europe/Paris' });
    const other = await createUser();
    const { id, later } = await seed(user);
    await seed(other, 'Other: ');
    const doc = await exportOf(user);
    const app = doc.applications.find((a: { id: string }) => a.id === id);
    expect(app.tasks).toHaveLength(4);
    expect(app.tasks[0]).toEqual({
      title: 'Send the references',
      due_at: later.toISOString(),
      done: false,
      done_at: null,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(app.tasks[1]).toMatchObject({ title: 'Book the flight', due_at: null, done: true });
    expect(new Date(app.tasks[1].done_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(app.tasks.map((t: { title: string }) => t.title)).toEqual([
      'Send the references',
      'Book the flight',
      'Read the handbook',
      'Reply to the recruiter',
    ]);
    const text = JSON.stringify(doc);
    expect(text).not.toContain('Other: ');
    expect(text).not.toContain(other.id);
    expect(text).not.toMatch(/TASK_DUE|reminder|attempts|sent_at/i);
  });
});

describe('tasks in POST /api/account/import', () => {
  it('restores the tasks on a fresh account, with one new reminder for the open future one only', async () => {
    const source = await createUser();
    const { soonId, later } = await seed(source);
    const db = await prisma();
    // The source's reminder has gone out already; the copy must not inherit that (nor any state).
    await db.reminder.update({
      where: { taskId: soonId },
      data: { status: 'SENT', sentAt: new Date(), attempts: 1 },
    });
    const doc = await exportOf(source);
    const target = await createUser({ timezone: 'Africa/Lagos' });
    const res = await callRoute(importer.POST, {
      token: target.token,
      form: jsonForm(JSON.stringify(doc)),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      applications: { created: 1, skipped: 0 },
      contacts: 0,
      tasks: 4,
      resumes: 0,
      apply_answers: 0,
      submissions: 0,
    });
    const app = await db.application.findFirstOrThrow({ where: { userId: target.id } });
    const listed = await callRoute(tasks.GET, { token: target.token, params: { id: app.id } });
    expect(listed.status).toBe(200);
    const exported = doc.applications[0].tasks as {
      title: string;
      due_at: string | null;
      done_at: string | null;
      created_at: string;
    }[];
    const byTitle = new Map(listed.body.data.map((t: { title: string }) => [t.title, t] as const));
    expect(byTitle.size).toBe(4);
    for (const t of exported) {
      expect(byTitle.get(t.title)).toMatchObject({
        application_id: app.id,
        due_at: t.due_at,
        done: t.done_at !== null,
        done_at: t.done_at,
        created_at: t.created_at,
      });
    }
    // One reminder, fresh, at the due time: the open task due later. The overdue task (two hours
    // ago, which the tasks API would still remind about at once) and the done one get none.
    const reminders = await db.reminder.findMany({
      where: { userId: target.id },
      select: { kind: true, status: true, dueAt: true, attempts: true, sentAt: true, task: true },
    });
    expect(reminders.filter((r) => r.kind === 'TASK_DUE')).toEqual([
      expect.objectContaining({
        status: 'PENDING',
        dueAt: later,
        attempts: 0,
        sentAt: null,
        task: expect.objectContaining({ title: 'Send the references' }),
      }),
    ]);
    // The source's rows are untouched, and its own export re-imported adds no task twice.
    const before = await counts(source.id);
    const self = await callRoute(importer.POST, {
      token: source.token,
      form: jsonForm(JSON.stringify(doc)),
    });
    expect(self.body.data).toMatchObject({ applications: { created: 0, skipped: 1 }, tasks: 0 });
    expect(await counts(source.id)).toEqual(before);
    expect((await db.reminder.findUniqueOrThrow({ where: { taskId: soonId } })).status).toBe(
      'SENT',
    );
  });

  it('reads due times as the tasks API does: wall-clock text in the task’s zone, else the profile’s', async () => {
    const user = await createUser();
    const doc = {
      format: 'pursuit-account-export',
      version: 1,
      profile: { timezone: 'Asia/Tokyo' },
      applications: [
        {
          job_title: 'A',
          company: 'B',
          status: 'applied',
          tasks: [
            { title: 'In New York', due_at: '2031-03-10 09:00', timezone: 'America/New_York' },
            { title: 'In the profile zone', due_at: '2031-03-10 09:00' },
            { title: 'Done, no time given', done: true },
          ],
        },
      ],
    };
    const res = await callRoute(importer.POST, {
      token: user.token,
      form: jsonForm(JSON.stringify(doc)),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const db = await prisma();
    const rows = await db.applicationTask.findMany({
      where: { userId: user.id },
      select: { title: true, dueAt: true, doneAt: true },
    });
    const by = new Map(rows.map((r) => [r.title, r]));
    expect(by.get('In New York')?.dueAt?.toISOString()).toBe('2031-03-10T13:00:00.000Z');
    expect(by.get('In the profile zone')?.dueAt?.toISOString()).toBe('2031-03-10T00:00:00.000Z');
    expect(by.get('Done, no time given')?.doneAt).toBeInstanceOf(Date);
    expect(await db.reminder.count({ where: { userId: user.id, kind: 'TASK_DUE' } })).toBe(2);
  });

  const withTask = (task: unknown) =>
    JSON.stringify({
      format: 'pursuit-account-export',
      version: 1,
      applications: [
        { job_title: 'Fine', company: 'Fine', status: 'applied', tasks: [{ title: 'ok' }] },
        { job_title: 'C', company: 'D', status: 'applied', tasks: [{ title: 'ok' }, task] },
      ],
    });

  it.each([
    ['no title', { due_at: null }, /applications\.1\.tasks\.1\.title: Title is required/],
    ['a blank title', { title: '   ' }, /Title is required/],
    ['a 201-character title', { title: 'x'.repeat(201) }, /at most 200 characters/],
    [
      'a due time that is no date',
      { title: 't', due_at: 'next Tuesday' },
      /applications\.1\.tasks\.1\.due_at 'next Tuesday' is not a real date/,
    ],
    [
      'a due time a DST gap skips',
      { title: 't', due_at: '2031-03-09 02:30', timezone: 'America/New_York' },
      /applications\.1\.tasks\.1\.due_at 2031-03-09 02:30 does not exist in America\/New_York/,
    ],
    [
      'an unknown zone',
      { title: 't', due_at: '2031-03-09 10:00', timezone: 'Mars/Olympus' },
      /applications\.1\.tasks\.1\.timezone 'Mars\/Olympus' is not a known/,
    ],
    ['done that is not true or false', { title: 't', done: 'yes' }, /done must be true or false/],
    [
      'done_at on a task not done',
      { title: 't', done: false, done_at: '2031-01-01T00:00:00Z' },
      /applications\.1\.tasks\.1\.done_at: a task that is not done/,
    ],
    [
      'a done_at that is no instant',
      { title: 't', done_at: 'yesterday' },
      /done_at must be an ISO 8601/,
    ],
    ['a task that is not an object', 'call them', /applications\.1\.tasks\.1/],
  ])('refuses %s with a 422 and writes nothing', async (_name, task, detail) => {
    const user = await createUser();
    await seed(user);
    const before = await counts(user.id);
    const res = await callRoute(importer.POST, {
      token: user.token,
      form: jsonForm(withTask(task)),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.detail).toMatch(detail);
    expect(await counts(user.id)).toEqual(before);
  });

  it('never touches another user’s tasks, even when the document carries their application id', async () => {
    const victim = await createUser();
    const { id: victimApp } = await seed(victim, 'Victim: ');
    const victimBefore = await counts(victim.id);
    const attacker = await createUser();
    const doc = {
      format: 'pursuit-account-export',
      version: 1,
      applications: [
        {
          id: victimApp,
          job_title: 'Mine now',
          company: 'X',
          status: 'offer',
          tasks: [{ title: 'Planted', due_at: new Date(Date.now() + HOUR).toISOString() }],
        },
      ],
    };
    const res = await callRoute(importer.POST, {
      token: attacker.token,
      form: jsonForm(JSON.stringify(doc)),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ applications: { created: 1, skipped: 0 }, tasks: 1 });
    const db = await prisma();
    expect(await counts(victim.id)).toEqual(victimBefore);
    expect(
      await db.applicationTask.count({ where: { applicationId: victimApp, title: 'Planted' } }),
    ).toBe(0);
    const planted = await db.applicationTask.findFirstOrThrow({ where: { title: 'Planted' } });
    expect(planted.userId).toBe(attacker.id);
    expect(planted.applicationId).not.toBe(victimApp);
    // And the attacker's export holds its own task only.
    const text = JSON.stringify(await exportOf(attacker));
    expect(text).toContain('Planted');
    expect(text).not.toContain('Victim: ');
  });
});
