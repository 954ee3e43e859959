// A recorded submission writes the application's status change and the snapshot in one transaction
// (ADR 265): when the database refuses the snapshot, the application is not moved (no status,
// event or history row; a new application is not created); when it refuses the status change, no
// snapshot is kept. The refusals are real database errors, raised by triggers this file adds for a
// moment, not stand-ins for our code. Two recordings of one form at once keep one snapshot.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prisma } from '@/server/db/client';
import { callRoute } from '@/test/call-route';
import { createUser, type TestUser } from '@/test/factories';
import { POST as addApplication } from '../../applications/add-new-application/route';
import { POST } from './route';

let alice: TestUser;

const refuse = async (table: string) => {
  const db = await prisma();
  await db.$executeRawUnsafe(`CREATE OR REPLACE FUNCTION test_refuse_insert() RETURNS trigger
    LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$`);
  await db.$executeRawUnsafe(
    `CREATE TRIGGER test_refuse BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION test_refuse_insert()`,
  );
  return table;
};
let refused: string | null = null;

afterEach(async () => {
  if (!refused) return;
  const db = await prisma();
  await db.$executeRawUnsafe(`DROP TRIGGER IF EXISTS test_refuse ON ${refused}`);
  refused = null;
});

async function tracked(link: string) {
  const res = await callRoute(addApplication, {
    token: alice.token,
    body: { job_title: 'Data Engineer', company: 'Acme', status: 'not_applied', job_link: link },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.application.id as string;
}

const submit = (link: string, extra: Record<string, unknown> = {}) =>
  callRoute(POST, {
    token: alice.token,
    body: {
      job_url: link,
      page_url: `${link}/apply`,
      answers: [{ question: 'First name', answer: 'Sam', field: 'text' }],
      ...extra,
    },
  });

async function stateOf(id: string) {
  const db = await prisma();
  const app = await db.application.findUniqueOrThrow({
    where: { id },
    select: { status: true, appliedDate: true },
  });
  return {
    status: app.status,
    applied: app.appliedDate,
    history: await db.applicationStatusChange.count({ where: { applicationId: id } }),
    events: await db.applicationEvent.count({
      where: { applicationId: id, kind: 'STATUS_CHANGED' },
    }),
    snapshots: await db.applicationSubmission.count({ where: { applicationId: id } }),
  };
}

beforeAll(async () => {
  alice = await createUser();
});

describe('status change and snapshot in one transaction', () => {
  it('a snapshot the database refuses leaves the application Not Applied, without history or event', async () => {
    const link = 'https://jobs.lever.co/acme/tx-1';
    const id = await tracked(link);
    const before = await stateOf(id);
    refused = await refuse('application_submissions');
    const res = await submit(link);
    expect(res.status).toBe(500);
    expect(await stateOf(id)).toEqual(before);
    expect(before).toMatchObject({ status: 'NotApplied', applied: null, snapshots: 0 });
  });

  it('a refused snapshot for an unknown job link creates no application', async () => {
    const link = 'https://jobs.lever.co/acme/tx-2';
    refused = await refuse('application_submissions');
    const res = await submit(link, { company: 'Acme', job_title: 'Analyst' });
    expect(res.status).toBe(500);
    const db = await prisma();
    expect(await db.application.count({ where: { userId: alice.id, jobLink: link } })).toBe(0);
  });

  it('a status change the database refuses keeps no snapshot', async () => {
    const link = 'https://jobs.lever.co/acme/tx-3';
    const id = await tracked(link);
    refused = await refuse('application_status_changes');
    const res = await submit(link);
    expect(res.status).toBe(500);
    expect(await stateOf(id)).toMatchObject({ status: 'NotApplied', snapshots: 0, events: 0 });
  });

  it('once the database takes both, a retry records them together', async () => {
    const link = 'https://jobs.lever.co/acme/tx-3';
    const res = await submit(link);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await stateOf(res.body.application_id)).toMatchObject({
      status: 'Applied',
      history: 2,
      events: 1,
      snapshots: 1,
    });
  });

  it('the same form recorded twice at once keeps one snapshot and one status change', async () => {
    const link = 'https://jobs.lever.co/acme/tx-4';
    const id = await tracked(link);
    const [a, b] = await Promise.all([submit(link), submit(link)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.submission.id).toBe(b.body.submission.id);
    expect(await stateOf(id)).toMatchObject({
      status: 'Applied',
      history: 2,
      events: 1,
      snapshots: 1,
    });
  });
});
