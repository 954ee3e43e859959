// The inbox (ADR 250–252) against a real IMAP server: a throwaway Dovecot (test/dovecot.ts) with
// its own Maildir. Connect (tested first, password sealed), sync twice (each message read once),
// a new message, a wrong password, uploads, another user's proposals, accept through the
// lifecycle (history with the email as source, reminders), dismiss remembered, disconnect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '@/test/call-route';
import { createApplication, createUser, type TestUser } from '@/test/factories';
import { dovecotBinary, startDovecot, type Dovecot } from '@/test/dovecot';
import {
  confirmation,
  interview,
  newsletter,
  personal,
  rejection,
  rfc822,
} from '@/test/inbox-emails';
import { prisma } from '@/server/db/client';
import { resetEnvForTests } from '@/server/env';
import { syncAccount } from '@/server/inbox/sync/sync-account';
import { sealSecret } from '@/server/inbox/crypto/secret-box';
import * as accounts from './accounts/route';
import * as account from './accounts/[id]/route';
import * as sync from './accounts/[id]/sync/route';
import * as messages from './messages/route';
import * as proposals from './proposals/route';
import * as accept from './proposals/[id]/accept/route';
import * as bulkAccept from './proposals/accept/route';
import * as dismiss from './proposals/[id]/dismiss/route';
import * as statusHistory from '../applications/[id]/history/route';

const haveDovecot = dovecotBinary() !== null;
if (!haveDovecot && process.env.CI === 'true')
  throw new Error('dovecot is missing: apt-get install -y dovecot-imapd (.ci/run installs it)');
if (!haveDovecot)
  console.warn('!!! SKIPPED the inbox IMAP tests: apt-get install -y dovecot-imapd');

let dovecot: Dovecot;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  process.env.INBOX_ALLOW_LOOPBACK = 'true';
  resetEnvForTests();
  alice = await createUser({ timezone: 'Europe/Berlin' });
  bob = await createUser();
  if (haveDovecot) {
    dovecot = await startDovecot();
    dovecot.addUser('alice', 'app-password-1');
    dovecot.addUser('bob', 'bob-password');
  }
});

afterAll(async () => {
  await dovecot?.stop();
  delete process.env.INBOX_ALLOW_LOOPBACK;
  resetEnvForTests();
});

const connect = (user: TestUser, body: Record<string, unknown>) =>
  callRoute(accounts.POST, { token: user.token, body });

const settings = (username: string, password: string) => ({
  host: '127.0.0.1',
  port: dovecot.port,
  secure: false,
  username,
  password,
  folders: ['INBOX'],
});

const open = async (user: TestUser) =>
  (await callRoute(proposals.GET, { token: user.token })).body.data as {
    id: string;
    kind: string;
    application_id: string | null;
    company: string | null;
    status: string | null;
    evidence: string;
    message: { subject: string; from: string; date: string };
  }[];

describe.skipIf(!haveDovecot)('IMAP mailbox (Dovecot)', () => {
  let accountId: string;

  it('a wrong password is a clear 422 and saves nothing', async () => {
    const res = await connect(alice, settings('alice', 'wrong'));
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/refused the username or password/);
    expect(res.body.detail).not.toContain('wrong');
    const db = await prisma();
    expect(await db.inboxAccount.count({ where: { userId: alice.id } })).toBe(0);
  });

  it('a folder that does not exist is refused before saving', async () => {
    const res = await connect(alice, { ...settings('alice', 'app-password-1'), folders: ['Nope'] });
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/no folder named "Nope"/);
  });

  it('connects after testing; the password is sealed and never answered', async () => {
    const res = await connect(alice, settings('alice', 'app-password-1'));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    accountId = res.body.data.id;
    expect(JSON.stringify(res.body)).not.toContain('app-password-1');
    expect(res.body.data).toMatchObject({
      host: '127.0.0.1',
      username: 'alice',
      folders: ['INBOX'],
    });
    const db = await prisma();
    const row = await db.inboxAccount.findUniqueOrThrow({ where: { id: accountId } });
    expect(row.passwordEncrypted).not.toContain('app-password-1');
    expect(row.passwordEncrypted.startsWith('v1.')).toBe(true);
    const list = await callRoute(accounts.GET, { token: alice.token });
    expect(JSON.stringify(list.body)).not.toContain('app-password-1');
    expect(list.body.data).toHaveLength(1);
  });

  it('sync twice: each message read once; a new message is read by the next sync', async () => {
    await createApplication(alice, {
      company: 'Acme',
      job_title: 'Senior Engineer',
      status: 'Applied',
    });
    dovecot.deliver('alice', [
      rfc822(rejection('Acme', 'Senior Engineer')),
      rfc822(confirmation('Globex', 'Data Analyst')),
      rfc822(newsletter()),
      rfc822(personal()),
    ]);
    const first = await callRoute(sync.POST, { token: alice.token, params: { id: accountId } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.read).toBe(4);
    expect(first.body.kept).toBe(2);
    expect(first.body.proposals.map((p: { kind: string }) => p.kind).sort()).toEqual([
      'confirmation',
      'rejection',
    ]);
    const second = await callRoute(sync.POST, { token: alice.token, params: { id: accountId } });
    expect(second.body).toMatchObject({ read: 0, kept: 0, proposals: [] });
    expect(await open(alice)).toHaveLength(2);

    dovecot.deliver('alice', [rfc822(interview('Acme', 'Senior Engineer'))]);
    const third = await callRoute(sync.POST, { token: alice.token, params: { id: accountId } });
    expect(third.body.read).toBe(1);
    expect(third.body.proposals).toHaveLength(1);
    expect(third.body.proposals[0]).toMatchObject({ kind: 'interview' });
    expect(await open(alice)).toHaveLength(3);
  });

  it('another instance that lost the folder state reads again but keeps nothing twice', async () => {
    const db = await prisma();
    await db.inboxFolderState.deleteMany({ where: { accountId } });
    const again = await syncAccount(db, { accountId, scheduled: false });
    expect(again?.read).toBe(5);
    expect(again?.kept).toBe(0);
    expect(await db.inboxMessage.count({ where: { accountId } })).toBe(3);
    expect(await open(alice)).toHaveLength(3);
  });

  it('two syncs at once: one claims the mailbox, the other gets 409', async () => {
    const [a, b] = await Promise.all([
      callRoute(sync.POST, { token: alice.token, params: { id: accountId } }),
      callRoute(sync.POST, { token: alice.token, params: { id: accountId } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  it('a password changed on the server is a sync error kept on the account', async () => {
    const other = await connect(bob, settings('bob', 'bob-password'));
    expect(other.status).toBe(201);
    // The mailbox's password changed after connecting (the stored one no longer logs in).
    const db = await prisma();
    await db.inboxAccount.update({
      where: { id: other.body.data.id },
      data: { passwordEncrypted: sealSecret('an-old-password') },
    });
    const res = await callRoute(sync.POST, {
      token: bob.token,
      params: { id: other.body.data.id },
    });
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/refused the username or password/);
    const list = await callRoute(accounts.GET, { token: bob.token });
    expect(list.body.data[0].last_sync_error).toMatch(/refused the username or password/);
  });

  it("another user's mailbox and proposals are 404", async () => {
    const [p] = await open(alice);
    for (const [route, params] of [
      [sync.POST, { id: accountId }],
      [account.DELETE, { id: accountId }],
      [accept.POST, { id: p!.id }],
      [dismiss.POST, { id: p!.id }],
    ] as const) {
      const method = route === account.DELETE ? 'DELETE' : 'POST';
      const res = await callRoute(route, { token: bob.token, params, method });
      expect(res.status).toBe(404);
    }
    const bulk = await callRoute(bulkAccept.POST, { token: bob.token, body: { ids: [p!.id] } });
    expect(bulk.status).toBe(404);
    expect(await open(bob)).toEqual([]);
  });

  it('accept applies through the lifecycle: status history with the email as its source, reminders', async () => {
    const db = await prisma();
    const list = await open(alice);
    // The interview: Applied → Interview, the interview set (its reminders planned).
    const inv = list.find((p) => p.kind === 'interview')!;
    expect(inv).toMatchObject({ company: 'Acme', status: 'Interview' });
    const invRes = await callRoute(accept.POST, { token: alice.token, params: { id: inv.id } });
    expect(invRes.status, JSON.stringify(invRes.body)).toBe(200);
    const appId = invRes.body.application_id as string;
    const afterInterview = await db.application.findUniqueOrThrow({ where: { id: appId } });
    expect(afterInterview.status).toBe('Interview');
    expect(afterInterview.interviewAt).not.toBeNull();
    const reminders = await db.reminder.findMany({
      where: { applicationId: appId, status: 'PENDING' },
    });
    expect(reminders.map((r) => r.kind).sort()).toEqual(['INTERVIEW_1H', 'INTERVIEW_24H']);

    // The rejection: Interview → Rejected, with the email as the history's source.
    const rejected = list.find((p) => p.kind === 'rejection')!;
    expect(rejected).toMatchObject({ company: 'Acme', status: 'Rejected', application_id: appId });
    expect(rejected.evidence).toMatch(/not to move forward/i);
    const res = await callRoute(accept.POST, { token: alice.token, params: { id: rejected.id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const app = await db.application.findUniqueOrThrow({ where: { id: appId } });
    expect(app.status).toBe('Rejected');
    const history = await db.applicationStatusChange.findMany({
      where: { applicationId: app.id },
      orderBy: { changedAt: 'asc' },
    });
    expect(history.map((h) => [h.fromStatus, h.status, h.source])).toEqual([
      [null, 'Applied', null],
      ['Applied', 'Interview', 'email'],
      ['Interview', 'Rejected', 'email'],
    ]);
    expect(history.at(-1)!.inboxMessageId).not.toBeNull();
    // The history answer says the email made the change, and which email.
    const shown = await callRoute(statusHistory.GET, {
      token: alice.token,
      params: { id: app.id },
    });
    expect(shown.body.data[0]).toMatchObject({ source: null, email: null });
    expect(shown.body.data.at(-1)).toMatchObject({
      status: 'Rejected',
      source: 'email',
      email: { subject: expect.any(String), from: expect.any(String) },
    });
    const events = await db.applicationEvent.findMany({
      where: { applicationId: app.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(events.map((e) => e.kind)).toEqual(['CREATED', 'INTERVIEW_SET', 'STATUS_CHANGED']);
    // Accepting twice does nothing more.
    const twice = await callRoute(accept.POST, { token: alice.token, params: { id: rejected.id } });
    expect(twice.status).toBe(409);

    // The unmatched confirmation adds the application, bulk accepted.
    const conf = (await open(alice)).find((p) => p.kind === 'confirmation')!;
    expect(conf.application_id).toBeNull();
    const bulk = await callRoute(bulkAccept.POST, { token: alice.token, body: { ids: [conf.id] } });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    const added = await db.application.findUniqueOrThrow({
      where: { id: bulk.body.data[0].application_id },
    });
    expect(added).toMatchObject({ company: 'Globex', status: 'Applied' });
    expect(added.notes).toContain('Thank you for applying to Globex');
    const addedHistory = await db.applicationStatusChange.findFirstOrThrow({
      where: { applicationId: added.id },
    });
    expect(addedHistory.source).toBe('email');
    expect(
      await db.applicationEvent.count({ where: { applicationId: added.id, kind: 'CREATED' } }),
    ).toBe(1);
    expect(await open(alice)).toEqual([]);
  });

  it('dismiss is remembered: the same email uploaded again proposes nothing', async () => {
    const email = {
      ...confirmation('Umbrella', 'QA Engineer'),
      messageId: '<umbrella-1@example.test>',
    };
    const upload = () =>
      callRoute(messages.POST, {
        token: alice.token,
        rawBody: rfc822(email),
        headers: { 'content-type': 'message/rfc822' },
      });
    const first = await upload();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.proposals).toHaveLength(1);
    const res = await callRoute(dismiss.POST, {
      token: alice.token,
      params: { id: first.body.proposals[0].id },
    });
    expect(res.status).toBe(200);
    expect(await open(alice)).toEqual([]);
    const again = await upload();
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ read: 1, kept: 0, proposals: [] });
    expect(await open(alice)).toEqual([]);
  });

  it('disconnect deletes the account and everything read from it; history keeps its source', async () => {
    const db = await prisma();
    const res = await callRoute(account.DELETE, {
      token: alice.token,
      params: { id: accountId },
      method: 'DELETE',
    });
    expect(res.status).toBe(200);
    expect(await db.inboxAccount.count({ where: { id: accountId } })).toBe(0);
    expect(await db.inboxMessage.count({ where: { accountId } })).toBe(0);
    expect(await db.inboxFolderState.count({ where: { accountId } })).toBe(0);
    // The uploaded (dismissed) email stays: it was not read from the mailbox.
    expect(await db.inboxProposal.count({ where: { userId: alice.id } })).toBe(1);
    expect(await db.inboxMessage.count({ where: { userId: alice.id } })).toBe(1);
    const emailHistory = await db.applicationStatusChange.findMany({
      where: { userId: alice.id, source: 'email' },
    });
    expect(emailHistory.length).toBeGreaterThan(0);
    expect(emailHistory.every((h) => h.inboxMessageId === null)).toBe(true);
  });
});

describe('uploads and the SSRF rules (no IMAP server needed)', () => {
  it('an .mbox upload proposes; a non-email is a 422, another media type a 415', async () => {
    const user = await createUser();
    const mbox = [
      rejection('Initech', 'Backend Developer'),
      newsletter(),
      interview('Hooli', 'Designer'),
    ]
      .map(
        (e) =>
          `From sender@example.test Thu Nov 12 10:15:00 2026\n${rfc822(e).replace(/\r\n/g, '\n')}`,
      )
      .join('\n');
    const res = await callRoute(messages.POST, {
      token: user.token,
      rawBody: mbox,
      headers: { 'content-type': 'application/mbox' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.read).toBe(3);
    expect(res.body.proposals).toHaveLength(2);
    // Signed by a person, sent from the company's domain: the company is the domain's.
    expect(res.body.proposals.find((p: { kind: string }) => p.kind === 'interview')).toMatchObject({
      kind: 'interview',
      company: 'Hooli',
      application_id: null,
      interview_timezone: 'Europe/Berlin',
    });
    expect(res.body.proposals.find((p: { kind: string }) => p.kind === 'rejection')).toMatchObject({
      kind: 'rejection',
      application_id: null,
      status: 'Rejected',
      message: { subject: 'Your application for Backend Developer at Initech' },
    });
    const bad = await callRoute(messages.POST, {
      token: user.token,
      rawBody: 'just some words',
      headers: { 'content-type': 'message/rfc822' },
    });
    expect(bad.status).toBe(422);
    const json = await callRoute(messages.POST, { token: user.token, body: { a: 1 } });
    expect(json.status).toBe(415);
  });

  it('private addresses and non-IMAP ports are refused without the test switch', async () => {
    delete process.env.INBOX_ALLOW_LOOPBACK;
    resetEnvForTests();
    try {
      const user = await createUser();
      const base = { username: 'u', password: 'p', secure: true };
      const loop = await connect(user, { ...base, host: '127.0.0.1', port: 993 });
      expect(loop.status).toBe(422);
      expect(loop.body.detail).toMatch(/public addresses/);
      const meta = await connect(user, { ...base, host: '169.254.169.254', port: 993 });
      expect(meta.body.detail).toMatch(/public addresses/);
      const port = await connect(user, { ...base, host: '1.1.1.1', port: 22 });
      expect(port.status).toBe(422);
      expect(port.body.detail).toMatch(/not an IMAP port/);
    } finally {
      process.env.INBOX_ALLOW_LOOPBACK = 'true';
      resetEnvForTests();
    }
  });
});
