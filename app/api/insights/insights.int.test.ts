// GET /api/insights on seeded applications whose every figure is known by construction.
// Histories are written with exact times so days, weeks and medians can be worked out by hand;
// the comments next to each expectation show the arithmetic.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '@/generated/prisma/client';
import { prisma } from '@/server/db/client';
import { callRoute } from '@/test/call-route';
import { createUser, type TestUser } from '@/test/factories';
import { insightsResponseSchema, type Insights } from '@/lib/insights/insights-schema';
import { POST as createResume } from '../resumes/route';
import { POST as add } from '../applications/add-new-application/route';
import { PATCH as patch } from '../applications/my-applications/[id]/route';
import { GET } from './route';

type Seed = {
  /** Status history: [status, 'YYYY-MM-DD'] at 10:00 UTC; the first one is when it was added. */
  history: [ApplicationStatus, string][];
  applied?: string;
  source?: string;
  resume?: { name: string; score: number | null };
};

async function seed(user: TestUser, apps: Seed[]) {
  const db = await prisma();
  for (const app of apps) {
    const id = randomUUID();
    const at = (day: string) => new Date(`${day}T10:00:00Z`);
    await db.application.create({
      data: {
        id,
        userId: user.id,
        jobTitle: 'Engineer',
        company: 'Acme',
        status: app.history.at(-1)![0],
        appliedDate: app.applied ? new Date(`${app.applied}T00:00:00Z`) : null,
        source: app.source ?? null,
        createdAt: at(app.history[0]![1]),
      },
    });
    await db.applicationStatusChange.createMany({
      data: app.history.map(([status, day], i) => ({
        userId: user.id,
        applicationId: id,
        fromStatus: i === 0 ? null : app.history[i - 1]![0],
        status,
        changedAt: at(day),
      })),
    });
    if (app.resume) {
      await db.sentResume.create({
        data: {
          userId: user.id,
          applicationId: id,
          name: app.resume.name,
          data: {},
          template: 'classic',
          matchScore: app.resume.score,
        },
      });
    }
  }
}

const master = { name: 'Master', score: 90 };
const tailored = { name: 'Tailored', score: 60 };

/** The period Sep 1 – Oct 31 2026: 14 applications dated in it, 2 outside it. */
const ALICE: Seed[] = [
  // LinkedIn (one spelled " linkedin "): 6 sent, 5 replies, 3 interviews.
  {
    source: 'LinkedIn',
    resume: master,
    applied: '2026-09-01',
    history: [
      ['NotApplied', '2026-09-01'],
      ['Applied', '2026-09-02'],
      ['Interview', '2026-09-12'],
      ['Offer', '2026-09-22'],
    ],
  },
  {
    source: 'LinkedIn',
    resume: master,
    applied: '2026-09-03',
    history: [
      ['Applied', '2026-09-03'],
      ['Interview', '2026-09-07'],
      ['Rejected', '2026-09-17'],
    ],
  },
  {
    source: 'LinkedIn',
    resume: master,
    applied: '2026-09-04',
    history: [
      ['Applied', '2026-09-04'],
      ['Rejected', '2026-09-10'],
    ],
  },
  {
    source: 'LinkedIn',
    resume: master,
    applied: '2026-09-05',
    history: [
      ['Applied', '2026-09-05'],
      ['Rejected', '2026-10-05'],
    ],
  },
  {
    source: 'LinkedIn',
    resume: master,
    applied: '2026-09-06',
    history: [['Applied', '2026-09-06']],
  },
  {
    source: ' linkedin ',
    resume: master,
    applied: '2026-09-07',
    history: [
      ['Applied', '2026-09-07'],
      ['Interview', '2026-09-09'],
    ],
  },
  // Referral: 3 sent (a small group), 2 replies, 1 interview.
  {
    source: 'Referral',
    resume: tailored,
    applied: '2026-09-10',
    history: [
      ['Applied', '2026-09-10'],
      ['Interview', '2026-09-11'],
    ],
  },
  {
    source: 'Referral',
    resume: tailored,
    applied: '2026-09-11',
    history: [['Applied', '2026-09-11']],
  },
  {
    source: 'Referral',
    resume: tailored,
    applied: '2026-09-12',
    history: [
      ['Applied', '2026-09-12'],
      ['Rejected', '2026-09-20'],
    ],
  },
  // No source, no resume: 4 sent, 1 saved only; the last was added as Interview (reply time unknown).
  { applied: '2026-09-14', history: [['Applied', '2026-09-14']] },
  { applied: '2026-09-15', history: [['Applied', '2026-09-15']] },
  {
    applied: '2026-09-16',
    history: [
      ['Applied', '2026-09-16'],
      ['Rejected', '2026-09-19'],
    ],
  },
  { history: [['NotApplied', '2026-09-20']] },
  { applied: '2026-09-01', history: [['Interview', '2026-09-21']] },
  // Outside the period: sent Aug 20 (its reply on Sep 3 still counts in the weekly replies), and Nov 5.
  {
    source: 'LinkedIn',
    applied: '2026-08-20',
    history: [
      ['Applied', '2026-08-20'],
      ['Interview', '2026-09-03'],
    ],
  },
  {
    source: 'LinkedIn',
    applied: '2026-11-05',
    history: [
      ['Applied', '2026-11-05'],
      ['Offer', '2026-11-06'],
    ],
  },
];

let alice: TestUser;
let bob: TestUser;

async function insights(user: TestUser, query: string): Promise<Insights> {
  const res = await callRoute(GET, { token: user.token, path: `/api/insights${query}` });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return insightsResponseSchema.parse(res.body).data;
}

beforeAll(async () => {
  alice = await createUser({ timezone: 'UTC' });
  bob = await createUser({ timezone: 'UTC' });
  await seed(alice, ALICE);
  // Bob's applications sit in the same period with the same sources and resume names; none may count for Alice.
  await seed(bob, [
    ...Array.from({ length: 7 }, (_, i): Seed => ({
      source: 'LinkedIn',
      resume: master,
      applied: `2026-09-1${i}`,
      history: [
        ['Applied', `2026-09-1${i}`],
        ['Interview', '2026-09-20'],
        ['Offer', '2026-09-25'],
      ],
    })),
    { history: [['NotApplied', '2026-09-02']] },
  ]);
});

describe('GET /api/insights', () => {
  it('counts the funnel and its conversions over the applications dated in the period', async () => {
    const data = await insights(alice, '?from=2026-09-01&to=2026-10-31');
    expect(data.period).toEqual({ from: '2026-09-01', to: '2026-10-31', timezone: 'UTC' });
    expect(data.min_group_size).toBe(5);
    // 14 saved; 13 sent (one never left Not Applied); 9 replies; 5 reached Interview; 1 Offer.
    expect(data.funnel).toEqual([
      { stage: 'saved', count: 14, conversion: null },
      { stage: 'applied', count: 13, conversion: 13 / 14 },
      { stage: 'responded', count: 9, conversion: 9 / 13 },
      { stage: 'interview', count: 5, conversion: 5 / 9 },
      { stage: 'offer', count: 1, conversion: 1 / 5 },
    ]);
  });

  it('gives reply and interview rates by source, resume sent and score band, counts only under 5', async () => {
    const data = await insights(alice, '?from=2026-09-01&to=2026-10-31');
    expect(data.by_source).toEqual([
      {
        key: 'linkedin',
        label: 'LinkedIn',
        sent: 6,
        replies: 5,
        interviews: 3,
        reply_rate: 5 / 6,
        interview_rate: 0.5,
        small_group: false,
      },
      {
        key: 'referral',
        label: 'Referral',
        sent: 3,
        replies: 2,
        interviews: 1,
        reply_rate: null,
        interview_rate: null,
        small_group: true,
      },
      {
        key: null,
        label: 'Not recorded',
        sent: 4,
        replies: 2,
        interviews: 1,
        reply_rate: null,
        interview_rate: null,
        small_group: true,
      },
    ]);
    expect(data.by_resume).toEqual([
      {
        key: 'Master',
        label: 'Master',
        sent: 6,
        replies: 5,
        interviews: 3,
        reply_rate: 5 / 6,
        interview_rate: 0.5,
        small_group: false,
      },
      {
        key: 'Tailored',
        label: 'Tailored',
        sent: 3,
        replies: 2,
        interviews: 1,
        reply_rate: null,
        interview_rate: null,
        small_group: true,
      },
      {
        key: null,
        label: 'No resume attached',
        sent: 4,
        replies: 2,
        interviews: 1,
        reply_rate: null,
        interview_rate: null,
        small_group: true,
      },
    ]);
    const empty = {
      sent: 0,
      replies: 0,
      interviews: 0,
      reply_rate: null,
      interview_rate: null,
      small_group: true,
    };
    expect(data.by_score_band).toEqual([
      { key: 'lt50', label: 'Under 50', ...empty },
      {
        key: '50-70',
        label: '50–70',
        sent: 3,
        replies: 2,
        interviews: 1,
        reply_rate: null,
        interview_rate: null,
        small_group: true,
      },
      { key: '70-85', label: '70–85', ...empty },
      {
        key: 'gt85',
        label: 'Over 85',
        sent: 6,
        replies: 5,
        interviews: 3,
        reply_rate: 5 / 6,
        interview_rate: 0.5,
        small_group: false,
      },
      {
        key: null,
        label: 'Not scored',
        sent: 4,
        replies: 2,
        interviews: 1,
        reply_rate: null,
        interview_rate: null,
        small_group: true,
      },
    ]);
  });

  it('measures days to first reply, days per stage and where rejections happen', async () => {
    const data = await insights(alice, '?from=2026-09-01&to=2026-10-31');
    // Sent → first reply: 10 (sent on its move to Applied, Sep 2, not its applied date), 4, 6, 30, 2, 1, 8, 3;
    // the one added as Interview has no reply time. Sorted 1 2 3 4 | 6 8 10 30 → median (4 + 6) / 2.
    expect(data.first_response).toEqual({ median_days: 5, count: 8 });
    expect(data.stage_durations).toEqual([
      { stage: 'Not Applied', median_days: null, count: 1 }, // one stay (Sep 1 → 2): too few for a median
      { stage: 'Applied', median_days: 5, count: 8 }, // the same eight stays as the replies
      { stage: 'Interview', median_days: null, count: 2 }, // 10 and 10 days
      { stage: 'Offer', median_days: null, count: 0 },
    ]);
    // Now Rejected: four straight from Applied (two LinkedIn, one Referral, one without a source), one after an interview.
    expect(data.rejections).toEqual({
      total: 5,
      stages: [
        { after: 'Not Applied', count: 0, share: 0 },
        { after: 'Applied', count: 4, share: 0.8 },
        { after: 'Interview', count: 1, share: 0.2 },
        { after: 'Offer', count: 0, share: 0 },
        { after: 'unknown', count: 0, share: 0 },
      ],
    });
  });

  it('counts sends and first replies per Monday-to-Sunday week, replies by the day they came', async () => {
    const data = await insights(alice, '?from=2026-09-01&to=2026-10-31');
    const week = (week_start: string, sent: number, replies: number) => ({
      week_start,
      sent,
      replies,
    });
    expect(data.weekly).toEqual([
      // Sent Sep 2–6 (five LinkedIn) + the one dated Sep 1; the reply on Sep 3 is to an August application.
      week('2026-08-31', 6, 1),
      week('2026-09-07', 4, 5),
      week('2026-09-14', 3, 2),
      week('2026-09-21', 0, 0),
      week('2026-09-28', 0, 0),
      week('2026-10-05', 0, 1),
      week('2026-10-12', 0, 0),
      week('2026-10-19', 0, 0),
      week('2026-10-26', 0, 0),
    ]);
  });

  it('all time takes every application up to the last day, and the weeks from the first one', async () => {
    const data = await insights(alice, '?to=2026-12-31');
    expect(data.period.from).toBeNull();
    expect(data.funnel.map((s) => s.count)).toEqual([16, 15, 11, 7, 2]); // + the August one (Interview) and the November one (Offer)
    expect(data.weekly[0]!.week_start).toBe('2026-08-17');
    expect(data.weekly.at(-1)!.week_start).toBe('2026-12-28');
    expect(data.weekly.reduce((n, w) => n + w.sent, 0)).toBe(15);
    expect(data.by_source[0]).toMatchObject({
      key: 'linkedin',
      sent: 8,
      replies: 7,
      interviews: 5,
    });
  });

  it("never counts another user's applications", async () => {
    const data = await insights(bob, '?from=2026-09-01&to=2026-10-31');
    expect(data.funnel.map((s) => s.count)).toEqual([8, 7, 7, 7, 7]);
    expect(data.by_source).toEqual([
      {
        key: 'linkedin',
        label: 'LinkedIn',
        sent: 7,
        replies: 7,
        interviews: 7,
        reply_rate: 1,
        interview_rate: 1,
        small_group: false,
      },
    ]);
    const empty = await insights(
      await createUser({ timezone: 'UTC' }),
      '?from=2026-09-01&to=2026-10-31',
    );
    expect(empty.funnel.map((s) => s.count)).toEqual([0, 0, 0, 0, 0]);
    expect(empty.by_source).toEqual([]);
    expect(empty.rejections.total).toBe(0);
    expect(empty.first_response).toEqual({ median_days: null, count: 0 });
  });

  it("counts days in the user's time zone", async () => {
    const tokyo = await createUser({ timezone: 'Asia/Tokyo' });
    // 20:00 UTC on Sep 30 is 05:00 on Oct 1 in Tokyo.
    const db = await prisma();
    const id = randomUUID();
    const at = new Date('2026-09-30T20:00:00Z');
    await db.application.create({
      data: {
        id,
        userId: tokyo.id,
        jobTitle: 'Engineer',
        company: 'Acme',
        status: 'NotApplied',
        createdAt: at,
      },
    });
    await db.applicationStatusChange.create({
      data: { userId: tokyo.id, applicationId: id, status: 'NotApplied', changedAt: at },
    });
    expect((await insights(tokyo, '?from=2026-10-01&to=2026-10-01')).funnel[0]!.count).toBe(1);
    expect((await insights(tokyo, '?from=2026-09-30&to=2026-09-30')).funnel[0]!.count).toBe(0);
    expect((await insights(tokyo, '?from=2026-10-01&to=2026-10-01')).period.timezone).toBe(
      'Asia/Tokyo',
    );
  });

  it("puts a rejection with no recorded move ('added as Rejected', or from before the history) under unknown", async () => {
    const user = await createUser({ timezone: 'UTC' });
    await seed(user, [
      { applied: '2026-09-02', history: [['Rejected', '2026-09-02']] },
      {
        applied: '2026-09-03',
        history: [
          ['Applied', '2026-09-03'],
          ['Rejected', '2026-09-04'],
        ],
      },
    ]);
    const db = await prisma();
    await db.application.create({
      data: {
        userId: user.id,
        jobTitle: 'Old',
        company: 'Acme',
        status: 'Rejected',
        appliedDate: new Date('2026-09-05T00:00:00Z'),
        createdAt: new Date('2026-09-05T10:00:00Z'),
      },
    });
    const data = await insights(user, '?from=2026-09-01&to=2026-09-30');
    expect(data.rejections.total).toBe(3);
    expect(data.rejections.stages.map((s) => [s.after, s.count])).toEqual([
      ['Not Applied', 0],
      ['Applied', 1],
      ['Interview', 0],
      ['Offer', 0],
      ['unknown', 2],
    ]);
    expect(data.rejections.stages.every((s) => s.share === null)).toBe(true); // 3 < 5
  });

  it('refuses a bad period with 422 and a missing token with 401', async () => {
    const bad = await callRoute(GET, {
      token: alice.token,
      path: '/api/insights?from=2026-10-31&to=2026-09-01',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toMatch(/from must be on or before to/);
    const notADay = await callRoute(GET, {
      token: alice.token,
      path: '/api/insights?from=2026-02-30',
    });
    expect(notADay.status).toBe(422);
    expect(notADay.body.detail).toMatch(/from must be a real date/);
    expect((await callRoute(GET, { path: '/api/insights' })).status).toBe(401);
  });
});

describe('source and match score recorded by the application API', () => {
  it('stores a trimmed source on add and edit, refuses one over 100 characters, and scores the sent copy', async () => {
    const user = await createUser({ timezone: 'UTC' });
    const resume = await callRoute(createResume, {
      token: user.token,
      body: {
        name: 'Backend',
        resume_json: {
          header: { fullName: 'Ada Lovelace' },
          skills: { Languages: ['TypeScript', 'PostgreSQL'] },
        },
      },
    });
    expect(resume.status, JSON.stringify(resume.body)).toBe(201);
    const body = {
      job_title: 'Backend Engineer',
      company: 'Acme',
      status: 'applied',
      applied_date: '2026-11-02',
      job_description: 'Requirements: TypeScript, PostgreSQL and Kubernetes experience.',
      source: '  Indeed  ',
      resume_id: resume.body.data.id,
    };
    const created = await callRoute(add, { token: user.token, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.application.id as string;
    const db = await prisma();
    expect(await db.application.findFirst({ where: { id }, select: { source: true } })).toEqual({
      source: 'Indeed',
    });
    const sent = await db.sentResume.findFirst({
      where: { applicationId: id },
      select: { matchScore: true },
    });
    expect(sent?.matchScore).toEqual(expect.any(Number));
    expect(sent!.matchScore).toBeGreaterThan(0);
    expect(sent!.matchScore).toBeLessThan(100); // Kubernetes is missing

    const tooLong = await callRoute(add, {
      token: user.token,
      body: { ...body, source: 'x'.repeat(101) },
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.detail).toMatch(/Source must be at most 100 characters/);

    const edited = await callRoute(patch, {
      method: 'PATCH',
      token: user.token,
      params: { id },
      body: { source: 'Referral' },
    });
    expect(edited.status).toBe(200);
    expect(await db.application.findFirst({ where: { id }, select: { source: true } })).toEqual({
      source: 'Referral',
    });
    const cleared = await callRoute(patch, {
      method: 'PATCH',
      token: user.token,
      params: { id },
      body: { source: '' },
    });
    expect(cleared.status).toBe(200);
    expect(await db.application.findFirst({ where: { id }, select: { source: true } })).toEqual({
      source: null,
    });

    const data = await insights(user, '?from=2026-11-01&to=2026-11-30');
    expect(data.by_source).toEqual([expect.objectContaining({ key: null, sent: 1 })]);
    expect(data.by_resume).toEqual([
      expect.objectContaining({ key: 'Backend', sent: 1, small_group: true }),
    ]);
    expect(data.by_score_band.filter((b) => b.sent > 0)).toHaveLength(1);
  });
});
