// Forwarding without IMAP (ADR 250): the inbound SMTP listener takes mail for a user's
// in+<token>@<domain> address from a real SMTP client (nodemailer), refuses other recipients at
// RCPT TO, and turns what is job-related into proposals.
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '@/test/call-route';
import { createUser, type TestUser } from '@/test/factories';
import { newsletter, rejection, rfc822 } from '@/test/inbox-emails';
import { resetEnvForTests } from '@/server/env';
import { startInboxSmtp, type InboxSmtp } from '@/server/inbox/smtp/start-inbox-smtp';
import * as accounts from './accounts/route';
import * as proposals from './proposals/route';

let smtp: InboxSmtp;
let user: TestUser;
let address: string;

beforeAll(async () => {
  process.env.INBOX_SMTP_PORT = '2525';
  process.env.INBOX_SMTP_DOMAIN = 'inbox.pursuit.test';
  resetEnvForTests();
  smtp = await startInboxSmtp({ port: 0, host: '127.0.0.1' });
  user = await createUser();
  const res = await callRoute(accounts.GET, { token: user.token });
  expect(res.status).toBe(200);
  address = res.body.forwarding_address;
});

afterAll(async () => {
  await smtp?.close();
  delete process.env.INBOX_SMTP_PORT;
  delete process.env.INBOX_SMTP_DOMAIN;
  resetEnvForTests();
});

const transport = () =>
  nodemailer.createTransport({
    host: '127.0.0.1',
    port: smtp.port,
    secure: false,
    ignoreTLS: true,
  });

describe('inbound SMTP listener', () => {
  it('each user has one stable, unguessable forwarding address', async () => {
    expect(address).toMatch(/^in\+[a-z0-9]{12,}@inbox\.pursuit\.test$/);
    const again = await callRoute(accounts.GET, { token: user.token });
    expect(again.body.forwarding_address).toBe(address);
    const other = await createUser();
    const theirs = await callRoute(accounts.GET, { token: other.token });
    expect(theirs.body.forwarding_address).not.toBe(address);
  });

  it('a forwarded rejection becomes a proposal; a newsletter does not', async () => {
    for (const e of [rejection('Hooli', 'Staff Engineer'), newsletter()])
      await transport().sendMail({
        envelope: { from: 'jo@example.test', to: [address] },
        raw: rfc822(e),
      });
    const list = await callRoute(proposals.GET, { token: user.token });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({
      kind: 'rejection',
      company: 'Hooli',
      status: 'Rejected',
    });
  });

  it('refuses recipients that are not a forwarding address (no relaying)', async () => {
    await expect(
      transport().sendMail({
        envelope: { from: 'jo@example.test', to: ['someone@elsewhere.example'] },
        raw: rfc822(rejection('Hooli', 'Staff Engineer')),
      }),
    ).rejects.toThrow(/550/);
    await expect(
      transport().sendMail({
        envelope: { from: 'jo@example.test', to: ['in+doesnotexist0@inbox.pursuit.test'] },
        raw: rfc822(rejection('Hooli', 'Staff Engineer')),
      }),
    ).rejects.toThrow(/550/);
  });
});
