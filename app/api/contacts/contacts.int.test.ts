// The contacts book (ADR 193): /api/contacts routes, links, interactions, the per-application API on
// the same rows, deleting applications, and reach-outs for Upcoming (ADR 193).
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '@/test/call-route';
import { createApplication, createUser, type TestUser } from '@/test/factories';
import { prisma } from '@/server/db/client';
import { listReachOutsDue } from '@/server/contacts/list-reach-outs-due';
import * as oneApp from '../applications/my-applications/[id]/route';
import * as appContacts from '../applications/[id]/contacts/route';
import * as appContact from '../applications/[id]/contacts/[cid]/route';
import * as book from './route';
import * as one from './[cid]/route';
import * as link from './[cid]/applications/[id]/route';
import * as interactions from './[cid]/interactions/route';
import * as interaction from './[cid]/interactions/[iid]/route';

let alice: TestUser;
let bob: TestUser;

async function addContact(user: TestUser, body: Record<string, unknown>) {
  const res = await callRoute(book.POST, { token: user.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; name: string };
}

beforeAll(async () => {
  alice = await createUser();
  bob = await createUser();
});

describe('POST / GET /api/contacts', () => {
  it('creates a contact and finds it by name, company, role or email, case-insensitively', async () => {
    const user = await createUser();
    const created = await callRoute(book.POST, {
      token: user.token,
      body: {
        name: ' Dana Lee ',
        company: 'Globex',
        role: 'Hiring manager',
        email: 'dana@globex.example',
        reach_out_on: '2026-12-01',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Dana Lee',
      company: 'Globex',
      role: 'Hiring manager',
      email: 'dana@globex.example',
      reach_out_on: '2026-12-01',
      last_interaction: null,
      applications: [],
    });
    await addContact(user, { name: 'Sam Recruiter', company: 'Initech', role: 'Recruiter' });
    const search = async (q: string) =>
      (
        await callRoute(book.GET, {
          token: user.token,
          path: `/api/contacts?q=${encodeURIComponent(q)}`,
        })
      ).body.data.map((c: { name: string }) => c.name);
    expect(await search('')).toEqual(['Dana Lee', 'Sam Recruiter']);
    expect(await search('dana')).toEqual(['Dana Lee']);
    expect(await search('GLOBEX')).toEqual(['Dana Lee']);
    expect(await search('recruit')).toEqual(['Sam Recruiter']);
    expect(await search('@globex.example')).toEqual(['Dana Lee']);
    expect(await search('nobody')).toEqual([]);
    // Another user's book is not searched.
    const other = await callRoute(book.GET, { token: bob.token, path: '/api/contacts?q=dana' });
    expect(other.body.data.filter((c: { id: string }) => c.id === created.body.data.id)).toEqual(
      [],
    );
  });

  it.each([
    [{}, 'Name is required'],
    [{ name: '' }, 'Name is required'],
    [{ name: 7 }, 'Name is required'],
    [{ name: 'A', company: 'x'.repeat(201) }, /Company must be at most 200/],
    [{ name: 'A', company: 3 }, /Company must be text/],
    [{ name: 'A', email: 'nope' }, /Email must be a valid/],
    [{ name: 'A', reach_out_on: '2026-02-30' }, /reach_out_on/],
    [{ name: 'A', reach_out_on: 5 }, /reach_out_on/],
    [{ name: 'A', notes: 'x'.repeat(5001) }, /Notes must be at most/],
  ])('422 for bad input %o', async (body, detail) => {
    const res = await callRoute(book.POST, { token: alice.token, body });
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(detail);
  });

  it('422 for a bad query, 413 for an oversize body, 401 without sign-in', async () => {
    const q = await callRoute(book.GET, {
      token: alice.token,
      path: `/api/contacts?q=${'x'.repeat(201)}`,
    });
    expect(q.status).toBe(422);
    expect(q.body.detail).toMatch(/q must be at most/);
    const big = await callRoute(book.POST, {
      token: alice.token,
      body: { name: 'A', notes: 'x'.repeat(1_100_000) },
    });
    expect(big.status).toBe(413);
    const wrongType = await callRoute(book.POST, {
      token: alice.token,
      rawBody: 'name=A',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect([400, 415, 422]).toContain(wrongType.status);
    expect((await callRoute(book.GET, {})).status).toBe(401);
  });
});

describe('GET / PATCH / DELETE /api/contacts/{cid}', () => {
  it('reads, changes only the fields sent, clears the reach-out day and deletes', async () => {
    const c = await addContact(alice, { name: 'Pat', company: 'Hooli', phone: '+1 555 0100 22' });
    const got = await callRoute(one.GET, { token: alice.token, params: { cid: c.id } });
    expect(got.status).toBe(200);
    expect(got.body.data).toMatchObject({ name: 'Pat', company: 'Hooli' });
    const patched = await callRoute(one.PATCH, {
      token: alice.token,
      method: 'PATCH',
      params: { cid: c.id },
      body: { role: 'CTO', reach_out_on: '2026-12-24' },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.data).toMatchObject({
      name: 'Pat',
      company: 'Hooli',
      role: 'CTO',
      phone: '+1 555 0100 22',
      reach_out_on: '2026-12-24',
    });
    const cleared = await callRoute(one.PATCH, {
      token: alice.token,
      method: 'PATCH',
      params: { cid: c.id },
      body: { reach_out_on: null, company: '' },
    });
    expect(cleared.body.data).toMatchObject({ reach_out_on: null, company: null, role: 'CTO' });
    const bad = await callRoute(one.PATCH, {
      token: alice.token,
      method: 'PATCH',
      params: { cid: c.id },
      body: { name: ' ' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toMatch(/Name is required/);
    const removed = await callRoute(one.DELETE, {
      token: alice.token,
      method: 'DELETE',
      params: { cid: c.id },
    });
    expect(removed.status).toBe(200);
    expect((await callRoute(one.GET, { token: alice.token, params: { cid: c.id } })).status).toBe(
      404,
    );
  });

  it("answers 404 for another user's contact, and an unknown id, and changes nothing", async () => {
    const c = await addContact(alice, { name: 'Private' });
    for (const cid of [c.id, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect((await callRoute(one.GET, { token: bob.token, params: { cid } })).status).toBe(404);
      expect(
        (
          await callRoute(one.PATCH, {
            token: bob.token,
            method: 'PATCH',
            params: { cid },
            body: { name: 'Mallory' },
          })
        ).status,
      ).toBe(404);
      expect(
        (await callRoute(one.DELETE, { token: bob.token, method: 'DELETE', params: { cid } }))
          .status,
      ).toBe(404);
    }
    const db = await prisma();
    expect((await db.applicationContact.findUniqueOrThrow({ where: { id: c.id } })).name).toBe(
      'Private',
    );
  });
});

describe('links between contacts and applications', () => {
  it('links one contact to two applications, shows them everywhere, unlinks', async () => {
    const user = await createUser();
    const acme = await createApplication(user, {
      company: 'Acme',
      job_title: 'Frontend Engineer',
      applied_date: '2026-10-05',
    });
    const globex = await createApplication(user, {
      company: 'Globex',
      job_title: 'Platform Engineer',
      applied_date: '2026-10-05',
    });
    // Added through the per-application API: a book contact linked to that application.
    const viaApp = await callRoute(appContacts.POST, {
      token: user.token,
      params: { id: acme.id },
      body: { name: 'Sam Recruiter', role: 'Recruiter' },
    });
    expect(viaApp.status).toBe(201);
    const cid = viaApp.body.data.id as string;
    expect(Object.keys(viaApp.body.data).sort()).toEqual(
      [
        'id',
        'name',
        'role',
        'email',
        'phone',
        'linkedin_url',
        'notes',
        'created_at',
        'updated_at',
      ].sort(),
    );
    const linked = await callRoute(link.POST, {
      token: user.token,
      params: { cid, id: globex.id },
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.data.company).toBe('Acme');
    expect(linked.body.data.applications).toEqual([
      { id: acme.id, company: 'Acme', job_title: 'Frontend Engineer' },
      { id: globex.id, company: 'Globex', job_title: 'Platform Engineer' },
    ]);
    // Linking twice changes nothing.
    const again = await callRoute(link.POST, { token: user.token, params: { cid, id: globex.id } });
    expect(again.body.data.applications).toHaveLength(2);
    // Both applications' contact lists show it; a change shows in both.
    for (const id of [acme.id, globex.id]) {
      const list = await callRoute(appContacts.GET, { token: user.token, params: { id } });
      expect(list.body.data.map((c: { id: string }) => c.id)).toEqual([cid]);
    }
    await callRoute(appContact.PATCH, {
      token: user.token,
      method: 'PATCH',
      params: { id: globex.id, cid },
      body: { role: 'Lead recruiter' },
    });
    expect(
      (await callRoute(appContacts.GET, { token: user.token, params: { id: acme.id } })).body
        .data[0].role,
    ).toBe('Lead recruiter');
    // Filter the book by application.
    const byApp = await callRoute(book.GET, {
      token: user.token,
      path: `/api/contacts?application_id=${globex.id}`,
    });
    expect(byApp.body.data.map((c: { id: string }) => c.id)).toEqual([cid]);
    // Unlink: the contact and the application stay.
    const unlinked = await callRoute(link.DELETE, {
      token: user.token,
      method: 'DELETE',
      params: { cid, id: globex.id },
    });
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.data.applications.map((a: { id: string }) => a.id)).toEqual([acme.id]);
    const twice = await callRoute(link.DELETE, {
      token: user.token,
      method: 'DELETE',
      params: { cid, id: globex.id },
    });
    expect(twice.status).toBe(404);
    expect(twice.body.detail).toMatch(/not linked/);
  });

  it("refuses another user's contact or application with 404", async () => {
    const mine = await createApplication(alice, {
      company: 'Acme',
      job_title: 'Frontend Engineer',
      applied_date: '2026-10-05',
    });
    const theirs = await createApplication(bob, {
      company: 'Acme',
      job_title: 'Frontend Engineer',
      applied_date: '2026-10-05',
    });
    const c = await addContact(alice, { name: 'Lin' });
    const b = await addContact(bob, { name: 'Bo' });
    const cases: [TestUser, string, string][] = [
      [alice, c.id, theirs.id], // my contact, their application
      [alice, b.id, mine.id], // their contact, my application
      [bob, c.id, theirs.id], // their contact seen from bob
      [alice, c.id, 'nope'],
    ];
    for (const [user, cid, id] of cases) {
      const res = await callRoute(link.POST, { token: user.token, params: { cid, id } });
      expect(res.status, JSON.stringify(res.body)).toBe(404);
    }
    const db = await prisma();
    expect(
      await db.applicationContact.count({ where: { id: c.id, applications: { some: {} } } }),
    ).toBe(0);
  });

  it('deleting an application unlinks its contacts and keeps them in the book', async () => {
    const user = await createUser();
    const a = await createApplication(user, {
      company: 'Acme',
      job_title: 'Frontend Engineer',
      applied_date: '2026-10-05',
    });
    const b = await createApplication(user, {
      company: 'Globex',
      job_title: 'Frontend Engineer',
      applied_date: '2026-10-05',
    });
    const shared = await addContact(user, { name: 'Shared' });
    const only = await addContact(user, { name: 'Only A' });
    await callRoute(link.POST, { token: user.token, params: { cid: shared.id, id: a.id } });
    await callRoute(link.POST, { token: user.token, params: { cid: shared.id, id: b.id } });
    await callRoute(link.POST, { token: user.token, params: { cid: only.id, id: a.id } });
    const del = await callRoute(oneApp.DELETE, {
      token: user.token,
      method: 'DELETE',
      params: { id: a.id },
    });
    expect(del.status).toBe(200);
    const list = (await callRoute(book.GET, { token: user.token })).body.data as {
      name: string;
      applications: { id: string }[];
    }[];
    expect(list.map((c) => [c.name, c.applications.map((x) => x.id)])).toEqual([
      ['Only A', []],
      ['Shared', [b.id]],
    ]);
  });

  it('the per-application DELETE deletes a contact linked only there, and only unlinks one linked elsewhere', async () => {
    const user = await createUser();
    const a = await createApplication(user, {
      company: 'Acme',
      job_title: 'Frontend Engineer',
      applied_date: '2026-10-05',
    });
    const b = await createApplication(user, {
      company: 'Globex',
      job_title: 'Frontend Engineer',
      applied_date: '2026-10-05',
    });
    const shared = await addContact(user, { name: 'Shared' });
    const only = await addContact(user, { name: 'Only' });
    await callRoute(link.POST, { token: user.token, params: { cid: shared.id, id: a.id } });
    await callRoute(link.POST, { token: user.token, params: { cid: shared.id, id: b.id } });
    await callRoute(link.POST, { token: user.token, params: { cid: only.id, id: a.id } });
    for (const cid of [shared.id, only.id]) {
      const res = await callRoute(appContact.DELETE, {
        token: user.token,
        method: 'DELETE',
        params: { id: a.id, cid },
      });
      expect(res.body).toEqual({ message: 'Contact deleted successfully' });
    }
    expect((await callRoute(one.GET, { token: user.token, params: { cid: only.id } })).status).toBe(
      404,
    );
    const kept = await callRoute(one.GET, { token: user.token, params: { cid: shared.id } });
    expect(kept.body.data.applications.map((x: { id: string }) => x.id)).toEqual([b.id]);
  });
});

describe('interactions', () => {
  it('logs, lists newest first, answers the last one with the contact, deletes', async () => {
    const c = await addContact(alice, { name: 'Ines' });
    const log = async (body: Record<string, unknown>) => {
      const res = await callRoute(interactions.POST, {
        token: alice.token,
        params: { cid: c.id },
        body,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data as { id: string };
    };
    await log({ kind: 'email', occurred_on: '2026-11-01', note: 'Sent my CV' });
    const call = await log({ kind: 'call', occurred_on: '2026-11-10', note: ' Phone screen ' });
    await log({ kind: 'meeting', occurred_on: '2026-11-05' });
    const list = await callRoute(interactions.GET, { token: alice.token, params: { cid: c.id } });
    expect(list.body.data.map((i: { kind: string; occurred_on: string }) => i.kind)).toEqual([
      'call',
      'meeting',
      'email',
    ]);
    expect(list.body.data[0]).toMatchObject({ occurred_on: '2026-11-10', note: 'Phone screen' });
    const contact = await callRoute(one.GET, { token: alice.token, params: { cid: c.id } });
    expect(contact.body.data.last_interaction).toMatchObject({ id: call.id, kind: 'call' });
    const removed = await callRoute(interaction.DELETE, {
      token: alice.token,
      method: 'DELETE',
      params: { cid: c.id, iid: call.id },
    });
    expect(removed.status).toBe(200);
    expect(
      (await callRoute(one.GET, { token: alice.token, params: { cid: c.id } })).body.data
        .last_interaction.kind,
    ).toBe('meeting');
    expect(
      (
        await callRoute(interaction.DELETE, {
          token: alice.token,
          method: 'DELETE',
          params: { cid: c.id, iid: call.id },
        })
      ).status,
    ).toBe(404);
  });

  it.each([
    [{ occurred_on: '2026-11-01' }, /kind must be one of/],
    [{ kind: 'fax', occurred_on: '2026-11-01' }, /kind must be one of/],
    [{ kind: 'call' }, /occurred_on/],
    [{ kind: 'call', occurred_on: '' }, /occurred_on is required/],
    [{ kind: 'call', occurred_on: 'yesterday' }, /occurred_on/],
    [
      { kind: 'call', occurred_on: '2026-11-01', note: 'x'.repeat(2001) },
      /Note must be at most 2000/,
    ],
    [{ kind: 'call', occurred_on: '2026-11-01', note: 5 }, /Note must be text/],
  ])('422 for bad input %o', async (body, detail) => {
    const c = await addContact(alice, { name: 'V' });
    const res = await callRoute(interactions.POST, {
      token: alice.token,
      params: { cid: c.id },
      body,
    });
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(detail);
  });

  it("keeps another user's contact and interactions out (404)", async () => {
    const c = await addContact(alice, { name: 'Secret' });
    const i = (
      await callRoute(interactions.POST, {
        token: alice.token,
        params: { cid: c.id },
        body: { kind: 'message', occurred_on: '2026-11-02' },
      })
    ).body.data;
    expect(
      (await callRoute(interactions.GET, { token: bob.token, params: { cid: c.id } })).status,
    ).toBe(404);
    expect(
      (
        await callRoute(interactions.POST, {
          token: bob.token,
          params: { cid: c.id },
          body: { kind: 'call', occurred_on: '2026-11-03' },
        })
      ).status,
    ).toBe(404);
    const own = await addContact(bob, { name: 'Bob own' });
    for (const cid of [c.id, own.id]) {
      expect(
        (
          await callRoute(interaction.DELETE, {
            token: bob.token,
            method: 'DELETE',
            params: { cid, iid: i.id },
          })
        ).status,
      ).toBe(404);
    }
    const db = await prisma();
    expect(await db.contactInteraction.count({ where: { contactId: c.id } })).toBe(1);
  });
});

describe('listReachOutsDue', () => {
  it('answers the contacts to reach out to between two days, both included, soonest first', async () => {
    const user = await createUser();
    await addContact(user, { name: 'Before', reach_out_on: '2026-11-30' });
    await addContact(user, { name: 'Last day', company: 'Acme', reach_out_on: '2026-12-07' });
    const first = await addContact(user, { name: 'First day', reach_out_on: '2026-12-01' });
    await addContact(user, { name: 'After', reach_out_on: '2026-12-08' });
    await addContact(user, { name: 'No date' });
    await addContact(bob, { name: 'Not mine', reach_out_on: '2026-12-02' });
    expect(
      await listReachOutsDue({ userId: user.id, from: '2026-12-01', to: '2026-12-07' }),
    ).toEqual([
      { id: first.id, name: 'First day', company: null, date: '2026-12-01' },
      { id: expect.any(String), name: 'Last day', company: 'Acme', date: '2026-12-07' },
    ]);
  });
});
