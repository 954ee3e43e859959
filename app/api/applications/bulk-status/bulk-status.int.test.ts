// POST /api/applications/bulk-status: all the user's ids or nothing, each change as a PATCH's.
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '@/test/call-route';
import { createApplication, createUser, type TestUser } from '@/test/factories';
import * as one from '../my-applications/[id]/route';
import * as history from '../[id]/history/route';
import * as bulk from './route';

let alice: TestUser;
let bob: TestUser;

const statusOf = async (user: TestUser, id: string) =>
  (await callRoute(one.GET, { token: user.token, params: { id } })).body.data?.status;

beforeAll(async () => {
  alice = await createUser();
  bob = await createUser();
});

describe('POST bulk-status', () => {
  it('changes every id given through the update service (history written for each)', async () => {
    const a = (await createApplication(alice, { job_title: 'Bulk A', applied_date: '2026-10-05' }))
      .id;
    const b = (await createApplication(alice, { job_title: 'Bulk B', applied_date: '2026-10-05' }))
      .id;
    const res = await callRoute(bulk.POST, {
      token: alice.token,
      body: { ids: [a, b, a], status: 'offer' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.map((x: { id: string; status: string }) => [x.id, x.status])).toEqual([
      [a, 'Offer'],
      [b, 'Offer'],
    ]);
    for (const id of [a, b]) {
      const h = await callRoute(history.GET, { token: alice.token, params: { id } });
      expect(h.body.data.at(-1)).toMatchObject({ status: 'Offer', from_status: 'Applied' });
    }
  });

  it("answers 404 naming none of them when any id is another user's, and changes nothing", async () => {
    const mine = (await createApplication(alice, { job_title: 'Mine', applied_date: '2026-10-05' }))
      .id;
    const theirs = (
      await createApplication(bob, { job_title: 'Theirs', applied_date: '2026-10-05' })
    ).id;
    const res = await callRoute(bulk.POST, {
      token: alice.token,
      body: { ids: [mine, theirs], status: 'rejected' },
    });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain(theirs);
    expect(JSON.stringify(res.body)).not.toContain(mine);
    expect(await statusOf(alice, mine)).toBe('Applied');
    expect(await statusOf(bob, theirs)).toBe('Applied');
  });

  it('refuses an unknown status, no ids and no sign-in', async () => {
    const a = (
      await createApplication(alice, { job_title: 'Bad input', applied_date: '2026-10-05' })
    ).id;
    expect(
      (await callRoute(bulk.POST, { token: alice.token, body: { ids: [a], status: 'hired' } }))
        .status,
    ).toBe(422);
    expect(
      (await callRoute(bulk.POST, { token: alice.token, body: { ids: [], status: 'offer' } }))
        .status,
    ).toBe(422);
    expect((await callRoute(bulk.POST, { body: { ids: [a], status: 'offer' } })).status).toBe(401);
  });
});
