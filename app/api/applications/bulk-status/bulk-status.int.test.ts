// POST /api/applications/bulk-status: all the user's ids or nothing, each change as a PATCH's.
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '@/test/call-route';
import { createUser, type TestUser } from '@/test/factories';
import * as add from '../add-new-application/route';
import * as one from '../my-applications/[id]/route';
import * as history from '../[id]/history/route';
import * as bulk from './route';

let alice: TestUser;
let bob: TestUser;

async function addApp(user: TestUser, job_title: string) {
  const res = await callRoute(add.POST, {
    token: user.token,
    body: { job_title, company: 'Acme', status: 'applied', applied_date: '2026-10-05' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { application: { id: string } }).application.id;
}

const statusOf = async (user: TestUser, id: string) =>
  (await callRoute(one.GET, { token: user.token, params: { id } })).body.data?.status;

beforeAll(async () => {
  alice = await createUser();
  bob = await createUser();
});

describe('POST bulk-status', () => {
  it('changes every id given through the update service (history written for each)', async () => {
    const a = await addApp(alice, 'Bulk A');
    const b = await addApp(alice, 'Bulk B');
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
    const mine = await addApp(alice, 'Mine');
    const theirs = await addApp(bob, 'Theirs');
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
    const a = await addApp(alice, 'Bad input');
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
