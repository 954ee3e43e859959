// A reply that names neither company nor role follows the application its thread was matched to
// (ADR 277), even when the first mail proposed nothing (a confirmation of an application already
// marked Applied), and when both arrive in the same upload (a mailbox's first sync reads a thread
// at once). No IMAP server needed: uploads take the same path as a sync.
import { beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '@/test/call-route';
import { createApplication, createUser } from '@/test/factories';
import { confirmation, rfc822, type TestEmail } from '@/test/inbox-emails';
import { prisma } from '@/server/db/client';
import * as messages from './messages/route';

const first = (id: string): TestEmail => ({
  ...confirmation('Acme', 'Senior Engineer'),
  messageId: id,
  date: 'Mon, 16 Nov 2026 09:00:00 +0100',
});

const reply = (to: string): TestEmail => ({
  from: 'Alex Kim <scheduling@goodtime.io>',
  subject: 'Re: your interview',
  text: 'Hi Jo,\n\nYour interview is confirmed for Thursday, December 3, 2026 at 14:00 CET. A calendar invitation follows.\n\nThanks,\nAlex',
  date: 'Wed, 18 Nov 2026 11:00:00 +0100',
  inReplyTo: to,
});

const mbox = (emails: TestEmail[]) =>
  emails
    .map((e) => `From x@example.test Mon Nov 16 09:00:00 2026\n${rfc822(e).replace(/\r\n/g, '\n')}`)
    .join('\n');

async function setUp() {
  const user = await createUser({ timezone: 'Europe/Berlin' });
  await createApplication(user, { company: 'Globex', job_title: 'Analyst', status: 'Applied' });
  const acme = await createApplication(user, {
    company: 'Acme',
    job_title: 'Senior Engineer',
    status: 'Applied',
  });
  return { user, acmeId: acme.id as string };
}

const upload = (token: string, body: string, type: string) =>
  callRoute(messages.POST, { token, rawBody: body, headers: { 'content-type': type } });

type Setup = Awaited<ReturnType<typeof setUp>>;
let later: Setup;
let together: Setup;

beforeAll(async () => {
  later = await setUp();
  together = await setUp();
});

describe('threads', () => {
  it('a reply in a later upload follows a first mail that proposed nothing', async () => {
    const { user, acmeId } = later;
    const id = `<thread-a-${Date.now()}@acme.example>`;
    const one = await upload(user.token, rfc822(first(id)), 'message/rfc822');
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body.proposals).toEqual([]);
    const db = await prisma();
    const stored = await db.inboxMessage.findFirstOrThrow({ where: { messageIdHeader: id } });
    expect(stored.applicationId).toBe(acmeId);

    const two = await upload(user.token, rfc822(reply(id)), 'message/rfc822');
    expect(two.status, JSON.stringify(two.body)).toBe(200);
    expect(two.body.proposals).toHaveLength(1);
    expect(two.body.proposals[0]).toMatchObject({ kind: 'interview', application_id: acmeId });
  });

  it('a reply read in the same upload as the mail it answers follows it', async () => {
    const { user, acmeId } = together;
    const id = `<thread-b-${Date.now()}@acme.example>`;
    // The reply comes first in the file: the thread is followed in date order.
    const res = await upload(user.token, mbox([reply(id), first(id)]), 'application/mbox');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.proposals).toHaveLength(1);
    expect(res.body.proposals[0]).toMatchObject({ kind: 'interview', application_id: acmeId });
  });
});
