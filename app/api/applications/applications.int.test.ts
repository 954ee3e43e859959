import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '@/test/call-route';
import { createApplication, createUser, type TestUser } from '@/test/factories';
import * as add from './add-new-application/route';
import { prisma } from '@/server/db/client';
import * as list from './my-applications/route';
import * as one from './my-applications/[id]/route';
import * as interview from './[id]/set-interview/route';
import * as stats from './stats/route';
import * as recent from './recent/route';
import * as upcoming from './upcoming-interview/route';

let alice: TestUser;
let bob: TestUser;

const base = {
  job_title: 'Frontend Engineer',
  company: 'Acme',
  status: 'applied',
  applied_date: '2026-11-01',
  job_link: 'https://jobs.example/1',
  notes: 'Referred by Sam',
  job_description: 'React',
};

beforeAll(async () => {
  alice = await createUser({ timezone: 'Africa/Lagos' });
  bob = await createUser({ timezone: 'America/New_York' });
});

describe('POST add-new-application', () => {
  it('creates and answers canonically for every status spelling', async () => {
    for (const [raw, canonical] of [
      ['applied', 'Applied'],
      ['interview', 'Interview'],
      ['offer', 'Offer'],
      ['rejected', 'Rejected'],
      ['not_applied', 'Not Applied'],
      ['not_Applied', 'Not Applied'],
      ['Not Applied', 'Not Applied'],
      ['REJECTED', 'Rejected'],
    ]) {
      const res = await callRoute(add.POST, { token: bob.token, body: { ...base, status: raw } });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Application added successfully');
      expect(res.body.application).toMatchObject({
        status: canonical,
        job_title: 'Frontend Engineer',
        company: 'Acme',
        applied_date: '2026-11-01',
        interview_date: null,
      });
    }
  });

  it('accepts a null applied date and empty optional fields', async () => {
    const res = await callRoute(add.POST, {
      token: alice.token,
      body: {
        job_title: 'QA',
        company: 'Beta',
        status: 'not_applied',
        applied_date: null,
        job_link: '',
        notes: '',
        job_description: '',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.application).toMatchObject({ applied_date: null, job_link: null, notes: null });
  });

  it.each([
    [{ job_title: '' }, 'Job title is required'],
    [{ job_title: undefined }, 'Job title is required'],
    [{ company: '   ' }, 'Company is required'],
    [{ status: '' }, 'Status is required'],
    [{ status: undefined }, 'Status is required'],
  ])('422 with the spec message for %o', async (patch, detail) => {
    const res = await callRoute(add.POST, { token: alice.token, body: { ...base, ...patch } });
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe(detail);
  });

  it.each([
    [{ status: 'hired' }, /Status must be one of/],
    [{ applied_date: '2026-02-30' }, /applied_date/],
    [{ applied_date: 'yesterday' }, /applied_date/],
    [{ job_link: 'ftp://x.example/job' }, /http\(s\)/],
    [{ job_link: 'not a url' }, /http\(s\)/],
    [{ notes: 'x'.repeat(20_001) }, /Notes must be at most/],
    [{ job_title: 'x'.repeat(201) }, /Job title must be at most/],
  ])('rejects bad input %#', async (patch, detail) => {
    const res = await callRoute(add.POST, { token: alice.token, body: { ...base, ...patch } });
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(detail);
  });

  it('refuses a body over the size cap and unauthenticated calls', async () => {
    const big = await callRoute(add.POST, {
      token: alice.token,
      body: { ...base, job_description: 'y'.repeat(1_100_000) },
    });
    expect(big.status).toBe(413);
    const anon = await callRoute(add.POST, { body: base });
    expect(anon.status).toBe(401);
    const db = await prisma();
    expect(
      await db.application.count({ where: { userId: alice.id, jobTitle: { startsWith: 'xxxx' } } }),
    ).toBe(0);
  });
});

describe('my-applications', () => {
  it('lists only the owner’s rows, newest first, with search, filter and paging', async () => {
    const user = await createUser();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(
        (
          await createApplication(user, {
            ...base,
            job_title: `Role ${i}`,
            company: i % 2 ? 'Globex' : 'Initech',
            notes: i === 3 ? 'the FINTECH one' : null,
            status: i === 4 ? 'offer' : 'applied',
          })
        ).id,
      );
    const all = await callRoute(list.GET, {
      token: user.token,
      path: '/api/applications/my-applications',
    });
    expect(all.status).toBe(200);
    expect(all.body.data.map((a: { id: string }) => a.id)).toEqual([...ids].reverse());
    expect(all.body.next_cursor).toBeUndefined();

    const q = await callRoute(list.GET, {
      token: user.token,
      path: '/api/applications/my-applications?q=fintech',
    });
    expect(q.body.data.map((a: { id: string }) => a.id)).toEqual([ids[3]]);
    const byCompany = await callRoute(list.GET, {
      token: user.token,
      path: '/api/applications/my-applications?q=globex',
    });
    expect(byCompany.body.data).toHaveLength(2);
    const offers = await callRoute(list.GET, {
      token: user.token,
      path: '/api/applications/my-applications?status=offer',
    });
    expect(offers.body.data.map((a: { id: string }) => a.id)).toEqual([ids[4]]);
    const bad = await callRoute(list.GET, {
      token: user.token,
      path: '/api/applications/my-applications?status=hired',
    });
    expect(bad.status).toBe(422);

    const page1 = await callRoute(list.GET, {
      token: user.token,
      path: '/api/applications/my-applications?limit=2',
    });
    expect(page1.body.data).toHaveLength(2);
    const page2 = await callRoute(list.GET, {
      token: user.token,
      path: `/api/applications/my-applications?limit=2&cursor=${page1.body.next_cursor}`,
    });
    const page3 = await callRoute(list.GET, {
      token: user.token,
      path: `/api/applications/my-applications?limit=2&cursor=${page2.body.next_cursor}`,
    });
    expect(
      [...page1.body.data, ...page2.body.data, ...page3.body.data].map((a: { id: string }) => a.id),
    ).toEqual([...ids].reverse());
    expect(page3.body.next_cursor).toBeNull();
    expect(
      (
        await callRoute(list.GET, {
          token: user.token,
          path: '/api/applications/my-applications?limit=0',
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await callRoute(list.GET, {
          token: user.token,
          path: '/api/applications/my-applications?cursor=zzz',
        })
      ).status,
    ).toBe(422);

    // List items are the same DTOs as GET by id (dates, 'Not Applied', interview with offset).
    await callRoute(one.PATCH, {
      token: user.token,
      params: { id: ids[0] as string },
      method: 'PATCH',
      body: { status: 'not_applied', applied_date: '2026-02-03', follow_up_date: '2026-02-10' },
    });
    await callRoute(interview.POST, {
      token: user.token,
      params: { id: ids[1] as string },
      body: { interview_date: '2027-07-01 09:15', timezone: 'Asia/Kolkata' },
    });
    // Every tracker field, with amounts that are not whole and text JSON must escape.
    const tracked = await callRoute(one.PATCH, {
      token: user.token,
      params: { id: ids[2] as string },
      method: 'PATCH',
      body: {
        location: 'Zürich, "CH"\\ \u2028 ☃',
        work_mode: 'hybrid',
        salary_min: 120000.5,
        salary_max: 150000,
        salary_currency: 'CHF',
        salary_period: 'year',
        priority: 4,
        deadline: '2026-12-31',
        source: 'Referral\ttab',
        notes: 'line one\nline two <b>&</b>',
      },
    });
    expect(tracked.status, JSON.stringify(tracked.body)).toBe(200);
    const fresh = await callRoute(list.GET, {
      token: user.token,
      path: '/api/applications/my-applications',
    });
    for (const id of [ids[0], ids[1], ids[2], ids[4]]) {
      const single = await callRoute(one.GET, { token: user.token, params: { id: id as string } });
      expect(fresh.body.data.find((a: { id: string }) => a.id === id)).toEqual({
        ...single.body.data,
        sent_resume: undefined,
        sent_cover_letter: undefined,
        match_score: null,
      }); // sent_resume and sent_cover_letter: details only; match_score: list only
    }
    expect(fresh.body.data.find((a: { id: string }) => a.id === ids[2]).salary_min).toBe(120000.5);
    expect(fresh.body.data.find((a: { id: string }) => a.id === ids[1]).interview_date).toBe(
      '2027-07-01T09:15:00+05:30',
    );
    const notApplied = await callRoute(list.GET, {
      token: user.token,
      path: '/api/applications/my-applications?status=not_Applied',
    });
    expect(notApplied.body.data.map((a: { id: string }) => a.id)).toEqual([ids[0]]);
    const literal = await callRoute(list.GET, {
      token: user.token,
      path: '/api/applications/my-applications?q=%25',
    });
    expect(literal.body.data).toEqual([]);
    const underscore = await callRoute(list.GET, {
      token: user.token,
      path: '/api/applications/my-applications?q=Role_',
    });
    expect(underscore.body.data).toEqual([]);

    const other = await callRoute(list.GET, {
      token: (await createUser()).token,
      path: '/api/applications/my-applications',
    });
    expect(other.body).toEqual({ data: [] });
  });

  it('GET/PATCH/DELETE by id, and another user’s id is 404 on every path', async () => {
    const app = await createApplication(alice, {
      ...base,
      job_title: 'Owned',
      status: 'applied',
    });
    const params = { id: app.id };
    const got = await callRoute(one.GET, { token: alice.token, params });
    expect(got.status).toBe(200);
    expect(got.body.data).toMatchObject({ id: app.id, job_title: 'Owned', status: 'Applied' });

    for (const [handler, method, body] of [
      [one.GET, 'GET', undefined],
      [one.PATCH, 'PATCH', { status: 'offer' }],
      [one.DELETE, 'DELETE', undefined],
      [interview.POST, 'POST', { interview_date: '2027-01-05 10:00', timezone: 'Africa/Lagos' }],
    ] as const) {
      const res = await callRoute(handler, { token: bob.token, params, method, body });
      expect(res.status, method).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    const unchanged = await callRoute(one.GET, { token: alice.token, params });
    expect(unchanged.body.data.status).toBe('Applied');
    expect(
      (await callRoute(one.GET, { token: alice.token, params: { id: 'no-such-id' } })).status,
    ).toBe(404);

    const patched = await callRoute(one.PATCH, {
      token: alice.token,
      params,
      method: 'PATCH',
      body: {
        status: 'not_Applied',
        notes: 'Changed',
        applied_date: '2026-11-03 00:00:00',
        follow_up_date: '2026-11-10',
      },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.message).toBe('Application updated successfully');
    expect(patched.body.application).toMatchObject({
      status: 'Not Applied',
      notes: 'Changed',
      applied_date: '2026-11-03',
      follow_up_date: '2026-11-10',
      job_title: 'Owned',
    });

    for (const body of [
      { job_title: '' },
      { status: 'nope' },
      { follow_up_date: '2026-13-01' },
      { job_link: 'mailto:a@b.c' },
      { notes: 'n'.repeat(20_001) },
    ]) {
      const res = await callRoute(one.PATCH, { token: alice.token, params, method: 'PATCH', body });
      expect(res.status, JSON.stringify(body).slice(0, 50)).toBe(422);
    }

    const del = await callRoute(one.DELETE, { token: alice.token, params, method: 'DELETE' });
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('Application deleted successfully');
    expect((await callRoute(one.GET, { token: alice.token, params })).status).toBe(404);
    expect(
      (await callRoute(one.DELETE, { token: alice.token, params, method: 'DELETE' })).status,
    ).toBe(404);
  });
});

describe('interviews', () => {
  it('stores a wall-clock time in the zone, DST-correct on both sides of the change', async () => {
    const user = await createUser({ timezone: 'America/New_York' });
    const a = await createApplication(user, { ...base, status: 'interview' });
    const b = await createApplication(user, { ...base, status: 'interview' });
    const before = await callRoute(interview.POST, {
      token: user.token,
      params: { id: a.id },
      body: { interview_date: '2027-03-12 09:00', timezone: 'America/New_York' },
    });
    const after = await callRoute(interview.POST, {
      token: user.token,
      params: { id: b.id },
      body: { interview_date: '2027-03-15 09:00:00', timezone: 'America/New_York' },
    });
    expect(before.status).toBe(200);
    expect(before.body.message).toBe('Interview details saved successfully');
    expect(before.body.application.interview_date).toBe('2027-03-12T09:00:00-05:00');
    expect(after.body.application.interview_date).toBe('2027-03-15T09:00:00-04:00');
    const db = await prisma();
    const rows = await db.application.findMany({
      where: { id: { in: [a.id, b.id] } },
      select: { id: true, interviewAt: true, interviewTimezone: true },
    });
    const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
    expect(byId[a.id]?.interviewAt?.toISOString()).toBe('2027-03-12T14:00:00.000Z');
    expect(byId[b.id]?.interviewAt?.toISOString()).toBe('2027-03-15T13:00:00.000Z');
    expect(byId[b.id]?.interviewTimezone).toBe('America/New_York');
  });

  it('refuses a DST gap, a bad zone, bad dates and missing fields with 422', async () => {
    const a = await createApplication(alice, { ...base, status: 'interview' });
    const params = { id: a.id };
    const cases: [Record<string, unknown>, RegExp][] = [
      [
        { interview_date: '2027-03-14 02:30', timezone: 'America/New_York' },
        /does not exist in America\/New_York/,
      ],
      [{ interview_date: '2027-03-28 02:30', timezone: 'Europe/Berlin' }, /does not exist/],
      [
        { interview_date: '2027-01-05 10:00', timezone: 'Mars/Olympus' },
        /not a known IANA time zone/,
      ],
      [{ interview_date: '2027-02-30 10:00', timezone: 'UTC' }, /not a real date/],
      [{ interview_date: 'soon', timezone: 'UTC' }, /Interview date must look like/],
      [{ timezone: 'UTC' }, /^Interview date is required$/],
      [{ interview_date: '2027-01-05 10:00', timezone: '' }, /^Timezone is required$/],
    ];
    for (const [body, detail] of cases) {
      const res = await callRoute(interview.POST, { token: alice.token, params, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.detail).toMatch(detail);
    }
    const got = await callRoute(one.GET, { token: alice.token, params });
    expect(got.body.data.interview_date).toBeNull();
  });

  it('accepts spec zone codes, picks the first fall-back occurrence, and PATCH moves zone keeping the wall clock', async () => {
    const a = await createApplication(alice, { ...base, status: 'applied' });
    const params = { id: a.id };
    const res = await callRoute(interview.POST, {
      token: alice.token,
      params,
      body: { interview_date: '2027-11-07 01:30', timezone: 'EST' },
    });
    expect(res.status).toBe(200);
    expect(res.body.application).toMatchObject({
      interview_date: '2027-11-07T01:30:00-04:00',
      interview_timezone: 'America/New_York',
      status: 'Interview',
    });

    const moved = await callRoute(one.PATCH, {
      token: alice.token,
      params,
      method: 'PATCH',
      body: { interview_timezone: 'Africa/Lagos' },
    });
    expect(moved.body.application).toMatchObject({
      interview_date: '2027-11-07T01:30:00+01:00',
      interview_timezone: 'Africa/Lagos',
    });
    const retimed = await callRoute(one.PATCH, {
      token: alice.token,
      params,
      method: 'PATCH',
      body: { interview_date: '2027-12-01 14:30:00' },
    });
    expect(retimed.body.application.interview_date).toBe('2027-12-01T14:30:00+01:00');
    const gap = await callRoute(one.PATCH, {
      token: alice.token,
      params,
      method: 'PATCH',
      body: { interview_date: '2027-03-14 02:00', interview_timezone: 'America/New_York' },
    });
    expect(gap.status).toBe(422);
    const cleared = await callRoute(one.PATCH, {
      token: alice.token,
      params,
      method: 'PATCH',
      body: { interview_date: null },
    });
    expect(cleared.body.application).toMatchObject({
      interview_date: null,
      interview_timezone: null,
    });
  });
});

describe('stats, recent and upcoming interview', () => {
  it('follow a sequence of adds, edits and deletes', async () => {
    const user = await createUser({ timezone: 'Africa/Lagos' });
    const empty = await callRoute(stats.GET, { token: user.token });
    expect(empty.body).toEqual({
      data: { applied: 0, interview: 0, offer: 0, rejected: 0, not_applied: 0, total: 0 },
    });
    expect((await callRoute(recent.GET, { token: user.token })).body).toEqual([]);
    expect((await callRoute(upcoming.GET, { token: user.token })).body).toEqual({ message: null });

    const a = await createApplication(user, {
      ...base,
      job_title: 'A',
      company: 'Alpha',
      status: 'applied',
    });
    const b = await createApplication(user, {
      ...base,
      job_title: 'B',
      company: 'Beta',
      status: 'applied',
    });
    const c = await createApplication(user, {
      ...base,
      job_title: 'C',
      company: 'Gamma',
      status: 'not_applied',
    });
    await createApplication(user, {
      ...base,
      job_title: 'D',
      company: 'Delta',
      status: 'rejected',
    });
    await callRoute(one.PATCH, {
      token: user.token,
      params: { id: a.id },
      method: 'PATCH',
      body: { status: 'offer' },
    });
    await callRoute(one.PATCH, {
      token: user.token,
      params: { id: b.id },
      method: 'PATCH',
      body: { notes: 'just notes' },
    });
    await callRoute(one.DELETE, { token: user.token, params: { id: c.id }, method: 'DELETE' });
    const tomorrow = new Date(Date.now() + 86_400_000);
    const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Africa/Lagos' }).format(tomorrow);
    await callRoute(interview.POST, {
      token: user.token,
      params: { id: b.id },
      body: { interview_date: `${day} 10:00`, timezone: 'Africa/Lagos' },
    });

    const s = await callRoute(stats.GET, { token: user.token });
    expect(s.body.data).toEqual({
      applied: 0,
      interview: 1,
      offer: 1,
      rejected: 1,
      not_applied: 0,
      total: 3,
    });

    const r = await callRoute(recent.GET, { token: user.token });
    expect(r.status).toBe(200);
    expect(
      r.body.map(
        (i: { job_title: string; status: string; kind: string }) =>
          `${i.job_title}:${i.status}:${i.kind}`,
      ),
    ).toEqual([
      'B:Interview:interview_set',
      'A:Offer:status_changed',
      'D:Rejected:created',
      'B:Applied:created',
      'A:Applied:created',
    ]);
    expect(r.body[0]).toMatchObject({ company_name: 'Beta', time_ago: 'just now' });

    const u = await callRoute(upcoming.GET, { token: user.token });
    expect(u.body.message).toBe('Your interview with Beta for B is tomorrow at 10:00 WAT');
    const other = await callRoute(upcoming.GET, { token: bob.token });
    expect(other.body.message === null || !String(other.body.message).includes('Beta')).toBe(true);
  });

  it('recent keeps at most 10 items', async () => {
    const user = await createUser();
    for (let i = 0; i < 12; i++) await createApplication(user, { ...base, job_title: `R${i}` });
    const r = await callRoute(recent.GET, { token: user.token });
    expect(r.body).toHaveLength(10);
    expect(r.body[0].job_title).toBe('R11');
  });
});
