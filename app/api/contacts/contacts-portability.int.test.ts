// The contacts book in "Export my data" and its import, and in account deletion (ADR 193).
import { describe, expect, it } from 'vitest';
import { callRoute } from '@/test/call-route';
import { createApplication, createUser, type TestUser } from '@/test/factories';
import { prisma } from '@/server/db/client';
import * as exporter from '../account/export/route';
import * as importer from '../account/import/route';
import * as book from './route';
import * as link from './[cid]/applications/[id]/route';
import * as interactions from './[cid]/interactions/route';

function jsonForm(text: string) {
  const form = new FormData();
  form.set('file', new File([text], 'pursuit-account.json', { type: 'application/json' }));
  return form;
}

type Listed = {
  name: string;
  company: string | null;
  reach_out_on: string | null;
  last_interaction: { kind: string; note: string | null } | null;
  applications: { company: string }[];
};

/** Two applications, a contact linked to both with two interactions, one linked to none. */
async function seed(user: TestUser) {
  const a = (
    await createApplication(user, {
      job_title: 'Engineer',
      company: 'Acme',
      applied_date: '2026-10-05',
    })
  ).id;
  const b = (
    await createApplication(user, {
      job_title: 'Engineer',
      company: 'Globex',
      applied_date: '2026-10-05',
    })
  ).id;
  const dana = (
    await callRoute(book.POST, {
      token: user.token,
      body: { name: 'Dana', company: 'Globex', reach_out_on: '2026-12-01' },
    })
  ).body.data.id as string;
  for (const id of [a, b])
    await callRoute(link.POST, { token: user.token, params: { cid: dana, id } });
  for (const [kind, occurred_on] of [
    ['email', '2026-11-01'],
    ['call', '2026-11-09'],
  ])
    await callRoute(interactions.POST, {
      token: user.token,
      params: { cid: dana },
      body: { kind, occurred_on, note: `${kind} note` },
    });
  await callRoute(book.POST, { token: user.token, body: { name: 'Loner', role: 'Friend' } });
}

async function listed(user: TestUser): Promise<Listed[]> {
  return (await callRoute(book.GET, { token: user.token })).body.data;
}

describe('contacts book in export and import', () => {
  it('exports each contact once with links and interactions, imports them into another account, and adds nothing to its own account', async () => {
    const source = await createUser();
    await seed(source);
    const doc = (await callRoute(exporter.GET, { token: source.token })).body;
    expect(doc.contacts).toHaveLength(2);
    expect(doc.contacts[0]).toMatchObject({
      name: 'Dana',
      company: 'Globex',
      reach_out_on: '2026-12-01',
      application_ids: doc.applications.map((a: { id: string }) => a.id),
      interactions: [
        { kind: 'email', occurred_on: '2026-11-01', note: 'email note' },
        { kind: 'call', occurred_on: '2026-11-09', note: 'call note' },
      ],
    });
    // The nested lists of earlier exports are still there.
    expect(doc.applications[1].contacts).toEqual([expect.objectContaining({ name: 'Dana' })]);

    const target = await createUser();
    const res = await callRoute(importer.POST, {
      token: target.token,
      form: jsonForm(JSON.stringify(doc)),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ applications: { created: 2, skipped: 0 }, contacts: 2 });
    const expected = [
      {
        name: 'Dana',
        reach_out_on: '2026-12-01',
        last_interaction: { kind: 'call', note: 'call note' },
        applications: [{ company: 'Acme' }, { company: 'Globex' }],
      },
      { name: 'Loner', reach_out_on: null, last_interaction: null, applications: [] },
    ];
    expect(await listed(target)).toMatchObject(expected);
    const db = await prisma();
    expect(await db.contactInteraction.count({ where: { userId: target.id } })).toBe(2);
    // Your own export loaded again adds nothing (ADR 060: as for applications).
    const self = await callRoute(importer.POST, {
      token: source.token,
      form: jsonForm(JSON.stringify(doc)),
    });
    expect(self.body.data).toMatchObject({ applications: { created: 0, skipped: 2 }, contacts: 0 });
    expect(await listed(source)).toMatchObject(expected);
  }, 120_000);

  it('an export from before the book imports its nested contacts linked to their application', async () => {
    const target = await createUser();
    const doc = {
      format: 'pursuit-account-export',
      version: 1,
      applications: [
        {
          id: 'old-1',
          job_title: 'Engineer',
          company: 'Initech',
          status: 'Applied',
          contacts: [{ name: 'Sam', email: 'sam@initech.example' }],
        },
      ],
    };
    const res = await callRoute(importer.POST, {
      token: target.token,
      form: jsonForm(JSON.stringify(doc)),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await listed(target)).toMatchObject([
      { name: 'Sam', company: 'Initech', applications: [{ company: 'Initech' }] },
    ]);
  });

  it('refuses a bad book entry with the field named, and changes nothing', async () => {
    const target = await createUser();
    const doc = {
      format: 'pursuit-account-export',
      version: 1,
      applications: [],
      contacts: [{ name: 'X', interactions: [{ kind: 'fax', occurred_on: '2026-11-01' }] }],
    };
    const res = await callRoute(importer.POST, {
      token: target.token,
      form: jsonForm(JSON.stringify(doc)),
    });
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/contacts\.0\.interactions\.0\.kind/);
    expect(await listed(target)).toEqual([]);
  });

  it('deleting the user deletes their contacts and interactions', async () => {
    const user = await createUser();
    await seed(user);
    const db = await prisma();
    expect(await db.applicationContact.count({ where: { userId: user.id } })).toBe(2);
    await db.user.delete({ where: { id: user.id } });
    expect(await db.applicationContact.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.contactInteraction.count({ where: { userId: user.id } })).toBe(0);
  });
});
