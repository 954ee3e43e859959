// The inbox turned off by the operator (ADR 275): the lists the dashboard, the Inbox screen and
// Profile → Inbox ask for on every visit answer 200 with `enabled: false` and nothing in them (a
// browser logs every failing request as a console error); what acts on mail still answers 503.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '@/test/call-route';
import { createUser, type TestUser } from '@/test/factories';
import { confirmation, rfc822 } from '@/test/inbox-emails';
import { resetEnvForTests } from '@/server/env';
import * as accounts from './accounts/route';
import * as messages from './messages/route';
import * as proposals from './proposals/route';

let user: TestUser;

beforeAll(async () => {
  user = await createUser();
});

afterAll(() => {
  delete process.env.INBOX;
  resetEnvForTests();
});

describe('the inbox when it is off', () => {
  it('on: the lists say enabled', async () => {
    const list = await callRoute(proposals.GET, { token: user.token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ data: [], enabled: true });
  });

  it('off: the lists answer 200, empty and enabled: false; an upload is 503', async () => {
    process.env.INBOX = 'off';
    resetEnvForTests();
    const list = await callRoute(proposals.GET, { token: user.token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ data: [], enabled: false });
    const mailboxes = await callRoute(accounts.GET, { token: user.token });
    expect(mailboxes.status).toBe(200);
    expect(mailboxes.body).toEqual({ data: [], forwarding_address: null, enabled: false });
    const upload = await callRoute(messages.POST, {
      token: user.token,
      rawBody: rfc822(confirmation('Globex', 'Data Analyst')),
      headers: { 'content-type': 'message/rfc822' },
    });
    expect(upload.status).toBe(503);
    const connect = await callRoute(accounts.POST, {
      token: user.token,
      body: {
        host: 'imap.example.com',
        port: 993,
        secure: true,
        username: 'jo',
        password: 'x',
        folders: ['INBOX'],
      },
    });
    expect(connect.status).toBe(503);
  });
});
