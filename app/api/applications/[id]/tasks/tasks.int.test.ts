// Tasks on applications, the all-tasks list and the Upcoming list through the real route handlers
// (ADR 192): good input, bad input, wrong types, oversize titles, another user's ids,
// missing sign-in and token scopes.
import { describe, expect, it } from 'vitest';
import { PATCH as patchApplication } from '@/app/api/applications/my-applications/[id]/route';
import { POST as setInterview } from '@/app/api/applications/[id]/set-interview/route';
import { POST as createToken } from '@/app/api/tokens/route';
import { POST as createContact } from '@/app/api/contacts/route';
import { GET as allTasks } from '@/app/api/tasks/route';
import { GET as upcoming } from '@/app/api/upcoming/route';
import { prisma } from '@/server/db/client';
import { callRoute } from '@/test/call-route';
import { createApplication, createUser, type TestUser } from '@/test/factories';
import { DELETE as deleteTask, PATCH as patchTask } from './[tid]/route';
import { GET as listTasks, POST as addTask } from './route';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function post(user: TestUser | string, id: string, body: unknown) {
  return callRoute(addTask, {
    token: typeof user === 'string' ? user : user.token,
    params: { id },
    body,
  });
}

function patch(user: TestUser, id: string, tid: string, body: unknown) {
  return callRoute(patchTask, { token: user.token, params: { id, tid }, method: 'PATCH', body });
}

async function taskReminder(taskId: string) {
  const db = await prisma();
  return db.reminder.findUnique({
    where: { taskId },
    select: { kind: true, dueAt: true, status: true },
  });
}

describe('POST /api/applications/{id}/tasks', () => {
  it('adds a task: wall-clock time in a zone (DST-correct), an instant, or no due time', async () => {
    const user = await createUser({ timezone: 'America/New_York' });
    const id = (await createApplication(user, { applied_date: '2026-11-20' })).id;

    // 09:00 in New York on 15 March 2027, the day after the US DST change: 13:00 UTC (EDT).
    const wall = await post(user, id, {
      title: '  Send thank-you note  ',
      due_at: '2027-03-15 09:00',
      timezone: 'America/New_York',
    });
    expect(wall.status, JSON.stringify(wall.body)).toBe(201);
    expect(wall.body.data).toMatchObject({
      application_id: id,
      title: 'Send thank-you note',
      due_at: '2027-03-15T13:00:00.000Z',
      done: false,
      done_at: null,
    });
    // 09:00 the week before (EST): 14:00 UTC. No zone given: the profile's zone.
    const before = await post(user, id, { title: 'Prepare', due_at: '2027-03-08T09:00' });
    expect(before.body.data.due_at).toBe('2027-03-08T14:00:00.000Z');
    // A spec zone code works as for interviews.
    const coded = await post(user, id, {
      title: 'Call',
      due_at: '2027-03-08 09:00',
      timezone: 'JST',
    });
    expect(coded.body.data.due_at).toBe('2027-03-08T00:00:00.000Z');

    const instant = await post(user, id, { title: 'Instant', due_at: '2027-01-02T10:00:00+02:00' });
    expect(instant.body.data.due_at).toBe('2027-01-02T08:00:00.000Z');
    const none = await post(user, id, { title: 'Research the team' });
    expect(none.status).toBe(201);
    expect(none.body.data.due_at).toBeNull();
    const empty = await post(user, id, { title: 'Empty due', due_at: '', timezone: null });
    expect(empty.body.data.due_at).toBeNull();

    // A due task has its one reminder at the due time; an undated one none.
    expect(await taskReminder(wall.body.data.id)).toEqual({
      kind: 'TASK_DUE',
      dueAt: new Date('2027-03-15T13:00:00Z'),
      status: 'PENDING',
    });
    expect(await taskReminder(none.body.data.id)).toBeNull();

    const list = await callRoute(listTasks, { token: user.token, params: { id } });
    expect(list.status).toBe(200);
    expect(list.body.data.map((t: { title: string }) => t.title)).toEqual([
      'Instant',
      'Call',
      'Prepare',
      'Send thank-you note',
      'Research the team',
      'Empty due',
    ]);
  });

  it.each([
    [{}, /Title is required/],
    [{ title: '   ' }, /Title is required/],
    [{ title: 'x'.repeat(201) }, /at most 200 characters/],
    [{ title: 42 }, /Title must be text/],
    [{ title: 'ok', due_at: 20270101 }, /due_at must be/],
    [{ title: 'ok', due_at: 'next tuesday' }, /not a real date and time/],
    [{ title: 'ok', due_at: '2027-02-30 10:00' }, /not a real date and time/],
    [{ title: 'ok', due_at: '2027-01-01 10:00', timezone: 'Mars/Olympus' }, /not a known IANA/],
    [{ title: 'ok', due_at: '2027-01-01 10:00', timezone: 7 }, /timezone must be/],
    // 02:30 on 14 March 2027 does not exist in New York (clocks go 02:00 → 03:00).
    [{ title: 'ok', due_at: '2027-03-14 02:30', timezone: 'America/New_York' }, /does not exist/],
  ])('refuses %j with a 422 naming the problem', async (body, message) => {
    const user = await createUser();
    const id = (await createApplication(user, { applied_date: '2026-11-20' })).id;
    const res = await post(user, id, body);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.detail).toMatch(message);
    expect(res.body.code).toBe('VALIDATION_ERROR');
  });

  it('takes a 200-character title; refuses a body that is not JSON or too large', async () => {
    const user = await createUser();
    const id = (await createApplication(user, { applied_date: '2026-11-20' })).id;
    expect((await post(user, id, { title: 'x'.repeat(200) })).status).toBe(201);
    const notJson = await callRoute(addTask, {
      token: user.token,
      params: { id },
      method: 'POST',
      rawBody: '{title:',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    const huge = await post(user, id, { title: 'x', pad: 'y'.repeat(1_100_000) });
    expect(huge.status).toBe(413);
  });

  it('needs a wall-clock zone when the profile has none', async () => {
    const user = await createUser({ timezone: null });
    const id = (await createApplication(user, { applied_date: '2026-11-20' })).id;
    const res = await post(user, id, { title: 'x', due_at: '2027-01-01 10:00' });
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/timezone is required/);
    expect((await post(user, id, { title: 'x', due_at: '2027-01-01T10:00:00Z' })).status).toBe(201);
  });

  it("is a 404 on another user's application or a missing one, and a 401 without sign-in", async () => {
    const owner = await createUser();
    const other = await createUser();
    const id = (await createApplication(owner, { applied_date: '2026-11-20' })).id;
    expect((await post(other, id, { title: 'Sneaky' })).status).toBe(404);
    expect((await post(owner, 'no-such-id', { title: 'x' })).status).toBe(404);
    expect((await callRoute(listTasks, { token: other.token, params: { id } })).status).toBe(404);
    expect((await callRoute(addTask, { params: { id }, body: { title: 'x' } })).status).toBe(401);
    expect((await callRoute(listTasks, { params: { id } })).status).toBe(401);
    const db = await prisma();
    expect(await db.applicationTask.count({ where: { applicationId: id } })).toBe(0);
  });
});

describe('PATCH and DELETE /api/applications/{id}/tasks/{tid}', () => {
  it('renames, moves, removes the due time, marks done and reopens, keeping the reminder in line', async () => {
    const user = await createUser({ timezone: 'Europe/Berlin' });
    const id = (await createApplication(user, { applied_date: '2026-11-20' })).id;
    const created = await post(user, id, {
      title: 'Follow up with Sam',
      due_at: '2027-06-01 10:00',
    });
    const tid = created.body.data.id as string;
    expect((await taskReminder(tid))?.dueAt).toEqual(new Date('2027-06-01T08:00:00Z'));

    const renamed = await patch(user, id, tid, { title: 'Email Sam' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({
      title: 'Email Sam',
      due_at: '2027-06-01T08:00:00.000Z',
    });

    const moved = await patch(user, id, tid, {
      due_at: '2027-06-02 10:00',
      timezone: 'Asia/Tokyo',
    });
    expect(moved.body.data.due_at).toBe('2027-06-02T01:00:00.000Z');
    expect(await taskReminder(tid)).toMatchObject({
      dueAt: new Date('2027-06-02T01:00:00Z'),
      status: 'PENDING',
    });

    const done = await patch(user, id, tid, { done: true });
    expect(done.body.data.done).toBe(true);
    expect(done.body.data.done_at).toEqual(expect.any(String));
    expect((await taskReminder(tid))?.status).toBe('CANCELLED');
    // Done again keeps the first done time.
    const again = await patch(user, id, tid, { done: true });
    expect(again.body.data.done_at).toBe(done.body.data.done_at);

    const reopened = await patch(user, id, tid, { done: false });
    expect(reopened.body.data).toMatchObject({ done: false, done_at: null });
    expect((await taskReminder(tid))?.status).toBe('PENDING');

    const undated = await patch(user, id, tid, { due_at: null });
    expect(undated.body.data.due_at).toBeNull();
    expect((await taskReminder(tid))?.status).toBe('CANCELLED');

    const gone = await callRoute(deleteTask, {
      token: user.token,
      params: { id, tid },
      method: 'DELETE',
    });
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ message: 'Task deleted successfully' });
    expect(await taskReminder(tid)).toBeNull();
    expect((await callRoute(listTasks, { token: user.token, params: { id } })).body.data).toEqual(
      [],
    );
  });

  it('editing the application leaves its tasks’ reminders alone; deleting it removes tasks and reminders', async () => {
    const user = await createUser();
    const id = (await createApplication(user, { applied_date: '2026-11-20' })).id;
    const tid = (await post(user, id, { title: 'Prep', due_at: '2027-06-01T10:00:00Z' })).body.data
      .id as string;
    await callRoute(patchApplication, {
      token: user.token,
      params: { id },
      method: 'PATCH',
      body: { status: 'Offer', follow_up_date: '2027-06-03' },
    });
    expect((await taskReminder(tid))?.status).toBe('PENDING');
    const { DELETE: deleteApplication } =
      await import('@/app/api/applications/my-applications/[id]/route');
    await callRoute(deleteApplication, { token: user.token, params: { id }, method: 'DELETE' });
    const db = await prisma();
    expect(await db.applicationTask.count({ where: { id: tid } })).toBe(0);
    expect(await taskReminder(tid)).toBeNull();
  });

  it.each([
    [{ title: '' }, /Title is required/],
    [{ title: 'y'.repeat(201) }, /at most 200/],
    [{ title: ['a'] }, /Title must be text/],
    [{ done: 'yes' }, /done must be true or false/],
    [{ due_at: false }, /due_at must be/],
    [{ due_at: '2027-13-01 10:00' }, /not a real date and time/],
  ])('refuses %j with a 422', async (body, message) => {
    const user = await createUser();
    const id = (await createApplication(user, { applied_date: '2026-11-20' })).id;
    const tid = (await post(user, id, { title: 'Keep' })).body.data.id as string;
    const res = await patch(user, id, tid, body);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.detail).toMatch(message);
    const list = await callRoute(listTasks, { token: user.token, params: { id } });
    expect(list.body.data[0].title).toBe('Keep');
  });

  it("is a 404 for another user's task, a task of another application, or a missing one", async () => {
    const owner = await createUser();
    const other = await createUser();
    const id = (await createApplication(owner, { applied_date: '2026-11-20' })).id;
    const second = (
      await createApplication(owner, { applied_date: '2026-11-20', job_title: 'Second' })
    ).id;
    const tid = (await post(owner, id, { title: 'Mine' })).body.data.id as string;
    expect((await patch(other, id, tid, { title: 'Hijacked' })).status).toBe(404);
    expect((await patch(owner, second, tid, { title: 'Wrong app' })).status).toBe(404);
    expect((await patch(owner, id, 'no-such-task', { title: 'x' })).status).toBe(404);
    for (const [who, app] of [
      [other, id],
      [owner, second],
    ] as const) {
      const res = await callRoute(deleteTask, {
        token: who.token,
        params: { id: app, tid },
        method: 'DELETE',
      });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    expect(
      (await callRoute(patchTask, { params: { id, tid }, method: 'PATCH', body: { done: true } }))
        .status,
    ).toBe(401);
    const list = await callRoute(listTasks, { token: owner.token, params: { id } });
    expect(list.body.data).toMatchObject([{ title: 'Mine', done: false }]);
  });
});

describe('GET /api/tasks', () => {
  it('lists the user’s tasks over all applications, soonest first, filtered by due_before and done', async () => {
    const user = await createUser();
    const other = await createUser();
    const a = (await createApplication(user, { applied_date: '2026-11-20', company: 'Acme' })).id;
    const b = (
      await createApplication(user, {
        applied_date: '2026-11-20',
        company: 'Globex',
        job_title: 'Analyst',
      })
    ).id;
    await post(user, a, { title: 'Late', due_at: '2027-05-10T09:00:00Z' });
    await post(user, b, { title: 'Early', due_at: '2027-05-01T09:00:00Z' });
    await post(user, b, { title: 'Someday' });
    const doneId = (await post(user, a, { title: 'Done one', due_at: '2027-05-02T09:00:00Z' })).body
      .data.id as string;
    await patch(user, a, doneId, { done: true });
    await post(other, (await createApplication(other, { applied_date: '2026-11-20' })).id, {
      title: 'Not yours',
      due_at: '2027-05-01T08:00:00Z',
    });

    const all = await callRoute(allTasks, { token: user.token, path: '/api/tasks' });
    expect(all.status).toBe(200);
    expect(all.body.data.map((t: { title: string }) => t.title)).toEqual([
      'Early',
      'Done one',
      'Late',
      'Someday',
    ]);
    expect(all.body.data[0]).toMatchObject({ company: 'Globex', job_title: 'Analyst' });

    const before = await callRoute(allTasks, {
      token: user.token,
      path: '/api/tasks?due_before=2027-05-05T00:00:00Z&done=false',
    });
    expect(before.body.data.map((t: { title: string }) => t.title)).toEqual(['Early']);
    const done = await callRoute(allTasks, { token: user.token, path: '/api/tasks?done=true' });
    expect(done.body.data.map((t: { title: string }) => t.title)).toEqual(['Done one']);

    for (const q of ['due_before=tomorrow', 'due_before=2027-05-05', 'done=maybe']) {
      const bad = await callRoute(allTasks, { token: user.token, path: `/api/tasks?${q}` });
      expect(bad.status, q).toBe(422);
    }
    expect((await callRoute(allTasks, { path: '/api/tasks' })).status).toBe(401);
  });
});

describe('GET /api/upcoming', () => {
  it('also lists deadlines and contacts to reach out to again in the window, the owner’s only', async () => {
    const user = await createUser({ timezone: 'UTC' });
    const other = await createUser({ timezone: 'UTC' });
    const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const now = Date.now();
    const due = (
      await createApplication(user, {
        applied_date: '2026-11-20',
        company: 'Initech',
        job_title: 'Planner',
      })
    ).id;
    await createApplication(user, {
      applied_date: '2026-11-20',
      company: 'Later Inc',
      deadline: ymd(now + 20 * DAY),
    });
    const set = await callRoute(patchApplication, {
      token: user.token,
      params: { id: due },
      method: 'PATCH',
      body: { deadline: ymd(now + 2 * DAY) },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    for (const [who, name, days] of [
      [user, 'Ana Recruiter', 4],
      [user, 'Too Late', 30],
      [other, 'Not Yours', 4],
    ] as const) {
      const c = await callRoute(createContact, {
        token: who.token,
        body: { name, company: 'Umbrella', reach_out_on: ymd(now + days * DAY) },
      });
      expect(c.status, JSON.stringify(c.body)).toBe(201);
    }
    const res = await callRoute(upcoming, { token: user.token, path: '/api/upcoming' });
    expect(res.status).toBe(200);
    expect(
      res.body.data.map((i: { kind: string; company: string; title: string | null }) => [
        i.kind,
        i.company,
        i.title,
      ]),
    ).toEqual([
      ['deadline', 'Initech', null],
      ['reach_out', 'Umbrella', 'Ana Recruiter'],
    ]);
    expect(res.body.data[0]).toMatchObject({ application_id: due, date: ymd(now + 2 * DAY) });
    expect(res.body.data[1]).toMatchObject({ application_id: null, date: ymd(now + 4 * DAY) });
    expect(res.body.data[1].contact_id).toEqual(expect.any(String));
  });

  it("the next 7 days' interviews, open tasks and follow-ups in time order, each naming its application", async () => {
    const user = await createUser({ timezone: 'UTC' });
    const other = await createUser({ timezone: 'UTC' });
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    const ymd = (ms: number) => iso(ms).slice(0, 10);

    const a = (
      await createApplication(user, {
        applied_date: '2026-11-20',
        company: 'Acme',
        job_title: 'Engineer',
      })
    ).id;
    const b = (
      await createApplication(user, {
        applied_date: '2026-11-20',
        company: 'Globex',
        job_title: 'Analyst',
      })
    ).id;
    const far = (
      await createApplication(user, {
        applied_date: '2026-11-20',
        company: 'Far',
        job_title: 'Later',
      })
    ).id;
    const r = await callRoute(setInterview, {
      token: user.token,
      params: { id: a },
      body: { interview_date: iso(now + 2 * DAY), timezone: 'UTC' },
    });
    expect(r.status).toBe(200);
    await callRoute(setInterview, {
      token: user.token,
      params: { id: far },
      body: { interview_date: iso(now + 9 * DAY), timezone: 'UTC' },
    });
    await callRoute(patchApplication, {
      token: user.token,
      params: { id: b },
      method: 'PATCH',
      body: { follow_up_date: ymd(now + 3 * DAY) },
    });
    await post(user, b, { title: 'Send portfolio', due_at: iso(now + DAY) });
    const doneTask = (await post(user, a, { title: 'Done', due_at: iso(now + DAY) })).body.data
      .id as string;
    await patch(user, a, doneTask, { done: true });
    await post(user, a, { title: 'Past', due_at: iso(now - HOUR) });
    await post(user, a, { title: 'Too far', due_at: iso(now + 8 * DAY) });
    await post(other, (await createApplication(other, { applied_date: '2026-11-20' })).id, {
      title: 'Not yours',
      due_at: iso(now + DAY),
    });

    const res = await callRoute(upcoming, { token: user.token, path: '/api/upcoming' });
    expect(res.status).toBe(200);
    expect(
      res.body.data.map((i: { kind: string; company: string; title: string | null }) => [
        i.kind,
        i.company,
        i.title,
      ]),
    ).toEqual([
      ['task', 'Globex', 'Send portfolio'],
      ['interview', 'Acme', null],
      ['follow_up', 'Globex', null],
    ]);
    expect(res.body.data[0]).toMatchObject({ application_id: b, job_title: 'Analyst', date: null });
    expect(res.body.data[2]).toMatchObject({
      application_id: b,
      date: ymd(now + 3 * DAY),
      when: `${ymd(now + 3 * DAY)}T00:00:00.000Z`,
    });

    const wider = await callRoute(upcoming, { token: user.token, path: '/api/upcoming?days=10' });
    expect(wider.body.data.map((i: { kind: string }) => i.kind)).toEqual([
      'task',
      'interview',
      'follow_up',
      'task',
      'interview',
    ]);
    for (const q of ['days=0', 'days=32', 'days=abc', 'days=1.5']) {
      const bad = await callRoute(upcoming, { token: user.token, path: `/api/upcoming?${q}` });
      expect(bad.status, q).toBe(422);
    }
    expect((await callRoute(upcoming, { path: '/api/upcoming' })).status).toBe(401);
  });

  it('is empty for a user with nothing coming up', async () => {
    const user = await createUser();
    const res = await callRoute(upcoming, { token: user.token, path: '/api/upcoming' });
    expect(res.body).toEqual({ data: [] });
  });
});

describe('token scopes', () => {
  it('applications:read reads tasks and upcoming; writing needs applications:write', async () => {
    const user = await createUser();
    const id = (await createApplication(user, { applied_date: '2026-11-20' })).id;
    const tid = (await post(user, id, { title: 'Scoped' })).body.data.id as string;
    const issued = await callRoute(createToken, {
      token: user.token,
      body: { name: 'reader', scopes: ['applications:read'] },
      ip: '10.9.8.7',
    });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    const reader = issued.body.token as string;
    expect((await callRoute(listTasks, { token: reader, params: { id } })).status).toBe(200);
    expect((await callRoute(allTasks, { token: reader, path: '/api/tasks' })).status).toBe(200);
    expect((await callRoute(upcoming, { token: reader, path: '/api/upcoming' })).status).toBe(200);
    const write = await post(reader, id, { title: 'x' });
    expect(write.status).toBe(403);
    expect(write.body.code).toBe('INSUFFICIENT_SCOPE');
    expect(
      (
        await callRoute(patchTask, {
          token: reader,
          params: { id, tid },
          method: 'PATCH',
          body: { done: true },
        })
      ).status,
    ).toBe(403);
    expect(
      (await callRoute(deleteTask, { token: reader, params: { id, tid }, method: 'DELETE' }))
        .status,
    ).toBe(403);
  });
});
