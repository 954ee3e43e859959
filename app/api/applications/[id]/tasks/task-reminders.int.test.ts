// A due task's reminder email through the real routes and the reminder machinery (ADR 070, 103,
// 192): exactly one email at the due time, with one-click unsubscribe for task reminders only; none
// once the task is done. PGlite: the in-process poller; PostgreSQL: pg-boss fed by the arming sweep.
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as getSettings, PUT as putSettings } from '@/app/api/reminders/settings/route';
import { POST as unsubscribe } from '@/app/api/reminders/unsubscribe/route';
import { POST as importAccount } from '@/app/api/account/import/route';
import { database, prisma } from '@/server/db/client';
import { openDatabase, type Database } from '@/server/db/open-database';
import { resetEnvForTests } from '@/server/env';
import { closeJobBoss, openJobBoss } from '@/server/jobs/job-boss';
import { startReminderWorker, type ReminderWorker } from '@/server/reminders/start-reminder-worker';
import { callRoute } from '@/test/call-route';
import { addTask, createApplication, createUser, type TestUser } from '@/test/factories';
import { startSmtpCatcher } from '@/test/smtp-catcher';
import { PATCH as patchTask } from './[tid]/route';

const onPostgres = Boolean(process.env.DATABASE_URL);
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let worker: ReminderWorker;
let boss: PgBoss | null = null;
let own: Database;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  process.env.SMTP_URL = smtp.url;
  resetEnvForTests();
  own = onPostgres ? await openDatabase() : await database();
  boss = onPostgres
    ? await openJobBoss({
        connectionString: process.env.DATABASE_URL ?? '',
        supervise: true,
      })
    : null;
  worker = await startReminderWorker({ db: own.prisma, boss, pollMs: 500 });
});

afterAll(async () => {
  await worker?.stop();
  await boss?.stop({ graceful: true, wait: true, close: true });
  if (onPostgres) await own.close();
  await closeJobBoss();
  await smtp.stop();
});

async function waitFor<T>(what: string, probe: () => Promise<T> | T, ok: (v: T) => boolean) {
  const end = Date.now() + 20_000;
  for (;;) {
    const v = await probe();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function task(user: TestUser, id: string, title: string, dueAt: Date) {
  return (await addTask(user, id, { title, due_at: dueAt.toISOString() })).id;
}

const reminderOf = async (taskId: string) =>
  (await prisma()).reminder.findUnique({ where: { taskId }, select: { status: true } });

describe('task reminder emails', () => {
  it('a due task sends exactly one email, naming the task and application, with one-click unsubscribe', async () => {
    const user = await createUser({ timezone: 'Europe/Berlin' });
    const id = (
      await createApplication(user, {
        job_title: 'Data Engineer',
        company: 'Globex',
        status: 'Offer',
      })
    ).id;
    const tid = await task(user, id, 'Send the signed offer', new Date(Date.now() + 1500));
    const [mail] = await waitFor(
      'the task email',
      () => smtp.for(user.email),
      (m) => m.length > 0,
    );
    await waitFor(
      'the reminder marked sent',
      () => reminderOf(tid),
      (r) => r?.status === 'SENT',
    );
    expect(mail?.header('subject')).toBe(
      'Task due: Send the signed offer (Data Engineer at Globex)',
    );
    expect(mail?.text).toContain('Send the signed offer');
    expect(mail?.text).toMatch(/Due \(your time\): .* \(Europe\/Berlin\)/);
    expect(mail?.text).toContain(`/applications/${id}`);
    expect(mail?.text).toContain('Stop task reminders');
    expect(mail?.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // Editing the task (not its due time) does not send it again; a few more poller ticks pass.
    await callRoute(patchTask, {
      token: user.token,
      params: { id, tid },
      method: 'PATCH',
      body: { title: 'Send the signed offer today' },
    });
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.for(user.email)).toHaveLength(1);

    // One-click unsubscribe turns task reminders off, and only those.
    const link = /^<(.+)>$/.exec(mail?.header('list-unsubscribe') ?? '')?.[1] ?? '';
    const res = await callRoute(unsubscribe, {
      path: new URL(link).pathname + new URL(link).search,
      method: 'POST',
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect(res.body.group).toBe('tasks');
    expect((await callRoute(getSettings, { token: user.token })).body).toEqual({
      interviews: true,
      follow_ups: true,
      no_reply: true,
      tasks: false,
    });
    const later = await task(user, id, 'Another', new Date(Date.now() + 500));
    await waitFor(
      'the turned-off reminder',
      () => reminderOf(later),
      (r) => r?.status === 'CANCELLED',
    );
    expect(smtp.for(user.email)).toHaveLength(1);

    // The switch in the settings turns them back on; a PUT without `tasks` keeps the choice.
    const kept = await callRoute(putSettings, {
      token: user.token,
      method: 'PUT',
      body: { interviews: true, follow_ups: true, no_reply: false },
    });
    expect(kept.body.tasks).toBe(false);
    const on = await callRoute(putSettings, {
      token: user.token,
      method: 'PUT',
      body: { interviews: true, follow_ups: true, no_reply: false, tasks: true },
    });
    expect(on.body.tasks).toBe(true);
  });

  it('an imported task due soon sends exactly one email; imported overdue and done ones none', async () => {
    const user = await createUser();
    const doc = {
      format: 'pursuit-account-export',
      version: 1,
      applications: [
        {
          job_title: 'Data Engineer',
          company: 'Globex',
          status: 'Offer',
          tasks: [
            { title: 'Sign the contract', due_at: new Date(Date.now() + 1500).toISOString() },
            // Created through the tasks API, an hour-old due time would still be reminded at once.
            { title: 'Overdue', due_at: new Date(Date.now() - 3_600_000).toISOString() },
            {
              title: 'Already done',
              due_at: new Date(Date.now() + 1500).toISOString(),
              done: true,
            },
          ],
        },
      ],
    };
    const form = new FormData();
    form.set('file', new File([JSON.stringify(doc)], 'pursuit-account.json'));
    const res = await callRoute(importAccount, { token: user.token, form });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [mail] = await waitFor(
      'the imported task’s email',
      () => smtp.for(user.email),
      (m) => m.length > 0,
    );
    expect(mail?.header('subject')).toBe('Task due: Sign the contract (Data Engineer at Globex)');
    await new Promise((r) => setTimeout(r, 2500));
    expect(smtp.for(user.email)).toHaveLength(1);
    const db = await prisma();
    expect(
      await db.reminder.findMany({
        where: { userId: user.id, kind: 'TASK_DUE' },
        select: { status: true, task: { select: { title: true } } },
      }),
    ).toEqual([{ status: 'SENT', task: { title: 'Sign the contract' } }]);
  });

  it('a task marked done before its time sends nothing', async () => {
    const user = await createUser();
    const id = (
      await createApplication(user, {
        job_title: 'Data Engineer',
        company: 'Globex',
        status: 'Offer',
      })
    ).id;
    const tid = await task(user, id, 'Prepare questions', new Date(Date.now() + 2000));
    const done = await callRoute(patchTask, {
      token: user.token,
      params: { id, tid },
      method: 'PATCH',
      body: { done: true },
    });
    expect(done.status).toBe(200);
    expect((await reminderOf(tid))?.status).toBe('CANCELLED');
    // Well past the due time, with the worker polling every 500 ms: still nothing.
    await new Promise((r) => setTimeout(r, 3500));
    expect(smtp.for(user.email)).toHaveLength(0);
    expect((await reminderOf(tid))?.status).toBe('CANCELLED');
  });
});
