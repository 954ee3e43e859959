// Calendar files, the private feed and reminder emails end to end through the real routes, on
// PGlite (in-process poller) and on PostgreSQL (pg-boss fed by the arming sweep), with mail caught by a
// loopback SMTP server.
import ICAL from 'ical.js';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as interviewIcs } from '@/app/api/applications/[id]/interview.ics/route';
import { POST as setInterview } from '@/app/api/applications/[id]/set-interview/route';
import {
  DELETE as deleteApplication,
  PATCH as patchApplication,
} from '@/app/api/applications/my-applications/[id]/route';
import { POST as importCsv } from '@/app/api/applications/import/route';
import { GET as readFeed } from '@/app/api/calendar/feed/[file]/route';
import {
  DELETE as revokeFeed,
  GET as feedStatus,
  POST as createFeed,
} from '@/app/api/calendar/feed/route';
import { GET as getSettings, PUT as putSettings } from '@/app/api/reminders/settings/route';
import { POST as unsubscribe } from '@/app/api/reminders/unsubscribe/route';
import { PATCH as patchProfile } from '@/app/api/users/user-profile/route';
import { POST as addTimezone } from '@/app/api/auth/add-timezone/route';
import { database, prisma } from '@/server/db/client';
import { openDatabase, type Database } from '@/server/db/open-database';
import { resetEnvForTests } from '@/server/env';
import { armDueReminders } from '@/server/reminders/arm-due-reminders';
import { closeJobBoss, jobBoss, openJobBoss } from '@/server/jobs/job-boss';
import { startReminderWorker, type ReminderWorker } from '@/server/reminders/start-reminder-worker';
import { callRoute } from '@/test/call-route';
import { createApplication, createUser, type TestUser } from '@/test/factories';
import { POST as addApplication } from '@/app/api/applications/add-new-application/route';
import { startSmtpCatcher } from '@/test/smtp-catcher';

const onPostgres = Boolean(process.env.DATABASE_URL);
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  smtp = await startSmtpCatcher({ delayMs: 40 });
  process.env.SMTP_URL = smtp.url;
  process.env.REMINDER_RETRY_DELAY_SECONDS = '1';
  resetEnvForTests();
});

afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  await closeJobBoss();
  await smtp.stop();
});

async function waitFor<T>(
  what: string,
  probe: () => Promise<T> | T,
  ok: (v: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (ok(v)) return v;
    if (Date.now() > end)
      throw new Error(`timed out waiting for ${what}; last value ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A worker like the one the app starts: pg-boss on PostgreSQL (its own pool), the poller on PGlite. */
async function startWorker(
  db?: Database,
): Promise<{ worker: ReminderWorker; boss: PgBoss | null; db: Database }> {
  const own = db ?? (await openDatabase());
  const boss = onPostgres
    ? await openJobBoss({
        connectionString: process.env.DATABASE_URL ?? '',
        supervise: true,
      })
    : null;
  const worker = await startReminderWorker({ db: own.prisma, boss, pollMs: 500 });
  return { worker, boss, db: own };
}

async function stopWorker(
  w: { worker: ReminderWorker; boss: PgBoss | null; db: Database },
  closeDb = true,
) {
  await w.worker.stop();
  await w.boss?.stop({ graceful: true, wait: true, close: true });
  if (closeDb) await w.db.close();
}

/** The application most tests here add (createApplication's defaults and these). */
const APP = {
  applied_date: '2026-11-20',
  job_link: 'https://jobs.example/42',
  notes: 'Ask about on-call',
};

async function schedule(user: TestUser, id: string, at: Date, timezone = 'Asia/Tokyo') {
  const res = await callRoute(setInterview, {
    token: user.token,
    params: { id },
    body: { interview_date: at.toISOString(), timezone },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function reminders(applicationId: string) {
  const db = await prisma();
  return db.reminder.findMany({
    where: { applicationId },
    orderBy: { kind: 'asc' },
    select: { id: true, kind: true, dueAt: true, status: true, attempts: true },
  });
}

async function pendingJobs(ids: string[]): Promise<{ reminderId: string; startAfter: Date }[]> {
  const db = await prisma();
  const rows = await db.$queryRawUnsafe<{ data: { reminderId: string }; start_after: Date }[]>(
    `SELECT data, start_after FROM pgboss.job WHERE name = 'reminder-send' AND state = 'created'`,
  );
  return rows
    .filter((r) => ids.includes(r.data.reminderId))
    .map((r) => ({ reminderId: r.data.reminderId, startAfter: r.start_after }));
}

const YEARS_3 = 3 * 365 * 86_400;

/** On PostgreSQL the sweep (here with its horizon widened to reach 2027) gives every pending reminder a pg-boss job starting at its due time (jobs for old times find nothing to claim). */
async function expectJobsForPending(rows: { id: string; dueAt: Date; status: string }[]) {
  if (!onPostgres) return;
  await armDueReminders({
    db: await prisma(),
    boss: await jobBoss(),
    horizonSeconds: YEARS_3,
  });
  const jobs = await pendingJobs(rows.map((r) => r.id));
  for (const r of rows.filter((x) => x.status === 'PENDING')) {
    expect(
      jobs.some((j) => j.reminderId === r.id && j.startAfter.getTime() === r.dueAt.getTime()),
      r.id,
    ).toBe(true);
  }
}

const HOUR = 3_600_000;

describe('GET /api/applications/{id}/interview.ics', () => {
  it('answers an iCalendar file ical.js reads back: TZID zone, 1 h, summary, link and notes, alarm 1 h before', async () => {
    const user = await createUser();
    const id = (await createApplication(user, APP)).id;
    const at = new Date('2027-03-10T01:00:00Z');
    await schedule(user, id, at);
    const res = await callRoute(interviewIcs, { token: user.token, params: { id } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    expect(res.headers.get('content-disposition')).toContain(
      'interview-acme-platform-engineer.ics',
    );
    const text = res.body as string;
    expect(text).toContain('DTSTART;TZID=Asia/Tokyo:20270310T100000');
    const cal = new ICAL.Component(ICAL.parse(text));
    ICAL.TimezoneService.register(new ICAL.Timezone(cal.getFirstSubcomponent('vtimezone')!));
    const event = new ICAL.Event(cal.getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe('Interview: Platform Engineer at Acme');
    expect(event.startDate.toJSDate().toISOString()).toBe(at.toISOString());
    expect(event.endDate.toJSDate().getTime() - at.getTime()).toBe(HOUR);
    expect(event.description).toContain('https://jobs.example/42');
    expect(event.description).toContain('Ask about on-call');
    expect(event.uid).toBe(`interview-${id}@pursuit`);
    expect(
      event.component.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger')?.toString(),
    ).toBe('-PT1H');
    // The UID is stable: a second download describes the same event.
    const again = await callRoute(interviewIcs, { token: user.token, params: { id } });
    expect(
      new ICAL.Event(
        new ICAL.Component(ICAL.parse(again.body as string)).getFirstSubcomponent('vevent')!,
      ).uid,
    ).toBe(event.uid);
  });

  it('is a 404 for another user, a missing id, an application without interview, and a 401 without login', async () => {
    const owner = await createUser();
    const other = await createUser();
    const id = (await createApplication(owner, APP)).id;
    expect((await callRoute(interviewIcs, { token: owner.token, params: { id } })).status).toBe(
      404,
    );
    await schedule(owner, id, new Date('2027-01-05T09:00:00Z'));
    expect((await callRoute(interviewIcs, { token: other.token, params: { id } })).status).toBe(
      404,
    );
    expect(
      (await callRoute(interviewIcs, { token: owner.token, params: { id: 'nope' } })).status,
    ).toBe(404);
    expect((await callRoute(interviewIcs, { params: { id } })).status).toBe(401);
  });
});

describe('private calendar feed', () => {
  it('creates, serves without login, rotates and revokes', async () => {
    const user = await createUser();
    const other = await createUser();
    const id = (await createApplication(user, APP)).id;
    await schedule(user, id, new Date('2027-02-01T15:00:00Z'), 'Europe/Berlin');
    await callRoute(patchApplication, {
      token: user.token,
      params: { id },
      body: { follow_up_date: '2027-02-03' },
    });
    await createApplication(other, { ...APP, job_title: 'Someone Else' });
    expect((await callRoute(feedStatus, { token: user.token })).body).toEqual({
      active: false,
      created_at: null,
    });

    const created = await callRoute(createFeed, { token: user.token, body: {} });
    expect(created.status).toBe(201);
    const url = new URL(created.body.url as string);
    const file = url.pathname.split('/').at(-1) ?? '';
    expect(file).toMatch(/^[\w-]{43}\.ics$/);
    expect((await callRoute(feedStatus, { token: user.token })).body.active).toBe(true);
    const db = await prisma();
    const stored = await db.calendarFeed.findUnique({ where: { userId: user.id } });
    expect(stored?.tokenHash).not.toContain(file.replace('.ics', ''));

    const feed = await callRoute(readFeed, { params: { file } });
    expect(feed.status).toBe(200);
    const events = new ICAL.Component(ICAL.parse(feed.body as string))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.summary).sort()).toEqual([
      'Follow up: Platform Engineer at Acme',
      'Interview: Platform Engineer at Acme',
    ]);
    expect(feed.body as string).toContain('DTSTART;TZID=Europe/Berlin:20270201T160000');
    expect(feed.body as string).toContain('DTSTART;VALUE=DATE:20270203');

    const rotated = await callRoute(createFeed, { token: user.token, body: {} });
    const newFile = new URL(rotated.body.url as string).pathname.split('/').at(-1) ?? '';
    expect(newFile).not.toBe(file);
    expect((await callRoute(readFeed, { params: { file } })).status).toBe(404);
    expect((await callRoute(readFeed, { params: { file: newFile } })).status).toBe(200);

    expect((await callRoute(revokeFeed, { token: user.token, method: 'DELETE' })).status).toBe(200);
    expect((await callRoute(readFeed, { params: { file: newFile } })).status).toBe(404);
    expect((await callRoute(readFeed, { params: { file: 'x'.repeat(43) + '.ics' } })).status).toBe(
      404,
    );
  });
});

describe('scheduling reminders with the application', () => {
  it('creates, moves, cancels and drops reminders in the same change', async () => {
    const user = await createUser({ timezone: 'America/New_York' });
    const id = (await createApplication(user, { ...APP, applied_date: '2027-03-01' })).id;
    // Applied: the 14-day nudge, 09:00 New York on 15 March 2027 (after the US DST change on the 14th: EDT).
    expect(await reminders(id)).toMatchObject([
      { kind: 'NO_REPLY', dueAt: new Date('2027-03-15T13:00:00Z'), status: 'PENDING' },
    ]);

    const first = new Date('2027-03-20T14:00:00Z');
    await schedule(user, id, first);
    // Scheduling moved the status to Interview: the nudge is cancelled.
    let rows = await reminders(id);
    expect(rows.map((r) => [r.kind, r.status, r.dueAt.toISOString()])).toEqual([
      ['INTERVIEW_24H', 'PENDING', '2027-03-19T14:00:00.000Z'],
      ['INTERVIEW_1H', 'PENDING', '2027-03-20T13:00:00.000Z'],
      ['NO_REPLY', 'CANCELLED', '2027-03-15T13:00:00.000Z'],
    ]);
    await expectJobsForPending(rows);

    // Rescheduling moves both; a follow-up date adds one at 09:00 in the user's zone.
    await callRoute(patchApplication, {
      token: user.token,
      params: { id },
      body: {
        interview_date: '2027-03-22 10:00',
        interview_timezone: 'Asia/Tokyo',
        follow_up_date: '2027-03-25',
      },
    });
    rows = await reminders(id);
    expect(rows.map((r) => [r.kind, r.status, r.dueAt.toISOString()])).toEqual([
      ['INTERVIEW_24H', 'PENDING', '2027-03-21T01:00:00.000Z'],
      ['INTERVIEW_1H', 'PENDING', '2027-03-22T00:00:00.000Z'],
      ['FOLLOW_UP', 'PENDING', '2027-03-25T13:00:00.000Z'],
      ['NO_REPLY', 'CANCELLED', '2027-03-15T13:00:00.000Z'],
    ]);
    await expectJobsForPending(rows);

    // Removing the interview cancels its reminders; deleting the application removes the rest.
    await callRoute(patchApplication, {
      token: user.token,
      params: { id },
      body: { interview_date: null },
    });
    rows = await reminders(id);
    expect(rows.filter((r) => r.kind.startsWith('INTERVIEW')).map((r) => r.status)).toEqual([
      'CANCELLED',
      'CANCELLED',
    ]);
    expect(
      (await callRoute(deleteApplication, { token: user.token, params: { id }, method: 'DELETE' }))
        .status,
    ).toBe(200);
    expect(await reminders(id)).toEqual([]);
  });

  it('a follow-up date given when adding is saved and gets its reminder at 09:00 in the user zone', async () => {
    const user = await createUser({ timezone: 'America/New_York' });
    const id = (
      await createApplication(user, {
        ...APP,
        status: 'Not Applied',
        applied_date: null,
        follow_up_date: '2027-03-25',
      })
    ).id;
    const db = await prisma();
    const row = await db.application.findFirstOrThrow({
      where: { id },
      select: { followUpDate: true },
    });
    expect(row.followUpDate?.toISOString()).toBe('2027-03-25T00:00:00.000Z');
    const rows = await reminders(id);
    expect(rows.map((r) => [r.kind, r.status, r.dueAt.toISOString()])).toEqual([
      ['FOLLOW_UP', 'PENDING', '2027-03-25T13:00:00.000Z'],
    ]);
    await expectJobsForPending(rows);
    // Clearing it on edit cancels the reminder.
    await callRoute(patchApplication, {
      token: user.token,
      params: { id },
      body: { follow_up_date: null },
    });
    expect((await reminders(id)).map((r) => [r.kind, r.status])).toEqual([
      ['FOLLOW_UP', 'CANCELLED'],
    ]);
    const bad = await callRoute(addApplication, {
      token: user.token,
      body: { job_title: 'X', company: 'Y', status: 'Applied', follow_up_date: '2027-02-30' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toMatch(/follow_up_date/);
  });

  it('a new time zone moves pending follow-ups and nudges to 09:00 there; interview reminders stay, a sent one is not sent again', async () => {
    const user = await createUser({ timezone: 'America/New_York' });
    const id = (await createApplication(user, { ...APP, applied_date: '2027-03-01' })).id;
    await callRoute(patchApplication, {
      token: user.token,
      params: { id },
      body: {
        status: 'Applied',
        follow_up_date: '2027-03-25',
        interview_date: '2027-03-22 10:00',
        interview_timezone: 'Asia/Tokyo',
      },
    });
    const before = await reminders(id);
    // A follow-up due today that was already sent.
    const today = new Date().toISOString().slice(0, 10);
    const sentId = (await createApplication(user, { ...APP, status: 'Offer' })).id;
    await callRoute(patchApplication, {
      token: user.token,
      params: { id: sentId },
      body: { follow_up_date: today },
    });
    const db = await prisma();
    await db.reminder.updateMany({
      where: { applicationId: sentId },
      data: { status: 'SENT', sentAt: new Date() },
    });

    const res = await callRoute(patchProfile, {
      token: user.token,
      method: 'PATCH',
      body: { timezone: 'Europe/Paris' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = await reminders(id);
    // Paris is on CET until 28 March 2027: 09:00 there is 08:00 UTC.
    expect(rows.map((r) => [r.kind, r.status, r.dueAt.toISOString()])).toEqual([
      [
        'INTERVIEW_24H',
        'PENDING',
        before.find((r) => r.kind === 'INTERVIEW_24H')!.dueAt.toISOString(),
      ],
      [
        'INTERVIEW_1H',
        'PENDING',
        before.find((r) => r.kind === 'INTERVIEW_1H')!.dueAt.toISOString(),
      ],
      ['FOLLOW_UP', 'PENDING', '2027-03-25T08:00:00.000Z'],
      ['NO_REPLY', 'PENDING', '2027-03-15T08:00:00.000Z'],
    ]);
    await expectJobsForPending(rows);
    const [sent] = await reminders(sentId);
    expect(sent).toMatchObject({ kind: 'FOLLOW_UP', status: 'SENT' });
    // Editing that application later keeps its reminder sent: same date, same zone, same reminder.
    expect(
      (
        await callRoute(patchApplication, {
          token: user.token,
          params: { id: sentId },
          body: { notes: 'Called them' },
        })
      ).status,
    ).toBe(200);
    expect((await reminders(sentId))[0]).toMatchObject({ status: 'SENT', dueAt: sent!.dueAt });

    // Sign-up's time-zone call moves them the same way: 09:00 in Tokyo is 00:00 UTC.
    expect(
      (await callRoute(addTimezone, { token: user.token, body: { timezone: 'Asia/Tokyo' } }))
        .status,
    ).toBe(200);
    expect(
      (await reminders(id))
        .filter((r) => r.kind === 'FOLLOW_UP' || r.kind === 'NO_REPLY')
        .map((r) => r.dueAt.toISOString()),
    ).toEqual(['2027-03-25T00:00:00.000Z', '2027-03-15T00:00:00.000Z']);
  });

  it('a failed change schedules nothing (same transaction)', async () => {
    const user = await createUser();
    const id = (await createApplication(user, { ...APP, status: 'Offer' })).id;
    const res = await callRoute(patchApplication, {
      token: user.token,
      params: { id },
      body: { interview_date: '2027-03-28 02:30', interview_timezone: 'Europe/Berlin' },
    });
    expect(res.status).toBe(422);
    expect(await reminders(id)).toEqual([]);
  });
});

describe('reminder emails', () => {
  let w: Awaited<ReturnType<typeof startWorker>>;
  beforeAll(async () => {
    w = await startWorker(onPostgres ? undefined : await database());
    cleanups.push(() => stopWorker(w, onPostgres));
  });

  it('sends an already-due reminder at once, once, naming job, company, both zones, a link and one-click unsubscribe', async () => {
    const user = await createUser({ timezone: 'Africa/Lagos' });
    const id = (
      await createApplication(user, {
        ...APP,
        job_title: 'Data Engineer',
        company: 'Globex',
      })
    ).id;
    await schedule(user, id, new Date(Date.now() + 50 * 60_000));
    const [mail] = await waitFor(
      'the reminder email',
      () => smtp.for(user.email),
      (m) => m.length === 1,
    );
    const rows = await waitFor(
      'the row marked sent',
      () => reminders(id),
      (r) => r.some((x) => x.status === 'SENT'),
    );
    expect(rows.filter((r) => r.status !== 'CANCELLED').map((r) => [r.kind, r.status])).toEqual([
      ['INTERVIEW_1H', 'SENT'],
    ]);
    expect(mail?.header('subject')).toBe('Interview soon: Data Engineer at Globex');
    expect(mail?.text).toContain('Data Engineer at Globex');
    expect(mail?.text).toMatch(/your time\): .* \(Africa\/Lagos\)/);
    expect(mail?.text).toMatch(/interviewer's time\): .* \(Asia\/Tokyo\)/);
    expect(mail?.text).toContain(`/applications/${id}`);
    expect(mail?.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const link = /^<(.+)>$/.exec(mail?.header('list-unsubscribe') ?? '')?.[1] ?? '';
    expect(link).toContain('/api/reminders/unsubscribe?token=');

    // One-click: a POST to the header's URL, no login, turns interview reminders off.
    const path = new URL(link).pathname + new URL(link).search;
    const res = await callRoute(unsubscribe, {
      path,
      method: 'POST',
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect(res.body.group).toBe('interviews');
    expect((await callRoute(getSettings, { token: user.token })).body).toEqual({
      interviews: false,
      follow_ups: true,
      no_reply: true,
      tasks: true,
    });

    // The next interview reminder is not sent; the nudge kind still is.
    const second = (await createApplication(user, { ...APP, job_title: 'Analyst' })).id;
    await schedule(user, second, new Date(Date.now() + 30 * 60_000));
    await waitFor(
      'the turned-off reminder',
      () => reminders(second),
      (r) => r.some((x) => x.status === 'CANCELLED' && x.kind === 'INTERVIEW_1H'),
    );
    expect(smtp.for(user.email)).toHaveLength(1);

    // A forged or altered token is refused.
    const bad = await callRoute(unsubscribe, {
      path: `${new URL(link).pathname}?token=${encodeURIComponent(link.split('token=')[1]!.slice(0, -2) + 'xx')}`,
      method: 'POST',
    });
    expect(bad.status).toBe(404);
  });

  it('settings: defaults on, saved per kind, bad input is a 422', async () => {
    const user = await createUser();
    expect((await callRoute(getSettings, { token: user.token })).body).toEqual({
      interviews: true,
      follow_ups: true,
      no_reply: true,
      tasks: true,
    });
    const saved = await callRoute(putSettings, {
      token: user.token,
      method: 'PUT',
      body: { interviews: true, follow_ups: false, no_reply: true },
    });
    expect(saved.body).toEqual({
      interviews: true,
      follow_ups: false,
      no_reply: true,
      tasks: true,
    });
    expect(
      (
        await callRoute(putSettings, {
          token: user.token,
          method: 'PUT',
          body: { interviews: 'yes' },
        })
      ).status,
    ).toBe(422);
  });

  it('retries a refused send with backoff and sends it once', async () => {
    const user = await createUser();
    const id = (await createApplication(user, APP)).id;
    smtp.refuseNext(2);
    await schedule(user, id, new Date(Date.now() + 20 * 60_000));
    const rows = await waitFor(
      'the retried reminder',
      () => reminders(id),
      (r) => r[0]?.status === 'SENT',
      30_000,
    );
    expect(rows[0]?.attempts).toBe(3);
    expect(smtp.for(user.email)).toHaveLength(1);
  });

  it('a reminder claimed by a worker that died mid-send is taken over after its lease, once', async () => {
    const user = await createUser();
    const id = (await createApplication(user, { ...APP, status: 'Offer' })).id;
    const db = await prisma();
    await schedule(user, id, new Date(Date.now() + 40 * 60_000));
    // Right after scheduling, pretend a dead worker holds the claim: SENDING since long ago.
    await db.reminder.updateMany({
      where: { applicationId: id },
      data: { status: 'SENDING', claimedAt: new Date(Date.now() - 10 * 60_000) },
    });
    if (onPostgres) {
      // pg-boss re-runs the job of a dead worker once it expires; here that retry is sent by hand.
      const [row] = await reminders(id);
      const boss = await openJobBoss({
        connectionString: process.env.DATABASE_URL ?? '',
        supervise: false,
      });
      await boss.send('reminder-send', { reminderId: row?.id, dueAt: row?.dueAt.toISOString() });
      await boss.stop({ graceful: false, close: true });
    }
    await waitFor(
      'the taken-over reminder',
      () => smtp.for(user.email),
      (m) => m.length >= 1,
    );
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.for(user.email)).toHaveLength(1);
  });
});

describe.runIf(onPostgres)(
  'exactly once with two workers on one PostgreSQL, one restarted mid-way',
  () => {
    it('sends each of 30 due reminders exactly once', async () => {
      // The shared worker from the block above is stopped: only the two racing workers run here.
      for (const c of cleanups.splice(0)) await c();
      const users = await Promise.all(Array.from({ length: 30 }, () => createUser()));
      const ids: string[] = [];
      for (const u of users) {
        const id = (await createApplication(u, { ...APP, status: 'Offer' })).id;
        await schedule(u, id, new Date(Date.now() + 45 * 60_000));
        ids.push(id);
      }
      const before = smtp.messages.length;
      const a = await startWorker();
      const b = await startWorker();
      // Restart A once some, but not all, are out.
      await waitFor(
        'the first emails',
        () => smtp.messages.length - before,
        (n) => n >= 5,
      );
      await stopWorker(a);
      const sentWhenStopped = smtp.messages.length - before;
      const a2 = await startWorker();
      await waitFor(
        'all 30 emails',
        () => smtp.messages.length - before,
        (n) => n >= 30,
        30_000,
      );
      await new Promise((r) => setTimeout(r, 2000));
      await stopWorker(a2);
      await stopWorker(b);

      expect(sentWhenStopped).toBeLessThan(30);
      for (const u of users) expect(smtp.for(u.email), u.email).toHaveLength(1);
      const ids2 = new Set(smtp.messages.slice(before).map((m) => m.header('message-id')));
      expect(ids2.size).toBe(30);
      const db = await prisma();
      const rows = await db.reminder.findMany({
        where: { applicationId: { in: ids } },
        select: { status: true, attempts: true },
      });
      expect(rows.every((r) => r.status === 'SENT' && r.attempts === 1)).toBe(true);
    });
  },
);

describe.runIf(onPostgres)('the arming sweep (PostgreSQL)', () => {
  async function armedDueAt(applicationId: string) {
    const db = await prisma();
    return db.reminder.findMany({
      where: { applicationId },
      orderBy: { kind: 'asc' },
      select: { id: true, kind: true, dueAt: true, armedDueAt: true },
    });
  }

  it('adding writes the reminder in one statement and no job; racing sweeps arm each reminder coming due once; a moved one is armed again', async () => {
    const user = await createUser();
    const added = (await createApplication(user, APP)).id;
    const [nudge] = await armedDueAt(added);
    // The 14-day nudge is written with the application; its job waits for the sweep.
    expect(nudge).toMatchObject({ kind: 'NO_REPLY', armedDueAt: null });
    expect(await pendingJobs([nudge!.id])).toEqual([]);

    const id = (await createApplication(user, { ...APP, status: 'Offer' })).id;
    const interview = new Date(Date.now() + 3 * 86_400_000);
    await schedule(user, id, interview);
    // Both reminders are days away, beyond the 15-minute horizon: nothing armed yet.
    let rows = await armedDueAt(id);
    expect(rows.map((r) => [r.kind, r.armedDueAt])).toEqual([
      ['INTERVIEW_24H', null],
      ['INTERVIEW_1H', null],
    ]);

    // Two sweeps at once whose horizon reaches the 24 h reminder only: one job for it in all.
    const db = await prisma();
    const boss = await jobBoss();
    const horizonSeconds = 2.5 * 86_400;
    const counts = await Promise.all([
      armDueReminders({ db, boss, horizonSeconds }),
      armDueReminders({ db, boss, horizonSeconds }),
    ]);
    rows = await armedDueAt(id);
    const [day, hour] = rows;
    expect(day?.armedDueAt?.getTime()).toBe(day?.dueAt.getTime());
    expect(hour?.armedDueAt).toBeNull();
    let jobs = await pendingJobs([day!.id, hour!.id]);
    expect(jobs).toEqual([{ reminderId: day!.id, startAfter: day!.dueAt }]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    // A second sweep finds it armed already.
    await armDueReminders({ db, boss, horizonSeconds });
    expect(await pendingJobs([day!.id])).toHaveLength(1);

    // Moving the interview an hour later clears the armed time; the next sweep writes a job for the new time.
    await schedule(user, id, new Date(interview.getTime() + 3_600_000));
    const [moved] = await armedDueAt(id);
    expect(moved?.armedDueAt).toBeNull();
    await armDueReminders({ db, boss, horizonSeconds: YEARS_3 });
    jobs = await pendingJobs([day!.id, hour!.id]);
    expect(jobs.map((j) => [j.reminderId, j.startAfter.toISOString()]).sort()).toEqual(
      [
        [day!.id, day!.dueAt.toISOString()],
        [day!.id, moved!.dueAt.toISOString()],
        [hour!.id, new Date(interview.getTime()).toISOString()],
      ].sort(),
    );
  });
});

describe('imported applications', () => {
  it('get their reminders like added ones: a recent Applied row its 14-day nudge, an old one none', async () => {
    const user = await createUser();
    const recent = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const csv = `Company,Job Title,Status,Date Applied\nRecentCo,Engineer,Applied,${recent}\nOldCo,Engineer,Applied,2020-01-06\n`;
    const form = new FormData();
    form.set('file', new File([csv], 'tracker.csv', { type: 'text/csv' }));
    const res = await callRoute(importCsv, {
      token: user.token,
      path: '/api/applications/import',
      form,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const db = await prisma();
    const apps = await db.application.findMany({
      where: { userId: user.id },
      select: { id: true, company: true },
    });
    const byCompany = Object.fromEntries(apps.map((a) => [a.company, a.id]));
    const nudges = await reminders(byCompany.RecentCo!);
    expect(nudges.map((r) => [r.kind, r.status])).toEqual([['NO_REPLY', 'PENDING']]);
    await expectJobsForPending(nudges);
    expect(await reminders(byCompany.OldCo!)).toEqual([]);
  });
});
