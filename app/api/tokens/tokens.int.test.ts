// Personal access tokens end to end through the real route handlers: issue, list, revoke, and the
// scope each authenticated route declares (ADR 150).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_SCOPES, type TokenScope } from '@/lib/tokens/schemas';
import { prisma } from '@/server/db/client';
import { resetEnvForTests } from '@/server/env';
import { hashPersonalAccessToken } from '@/server/tokens/personal-access-token-hash';
import { callRoute, type CallOptions } from '@/test/call-route';
import { createUser, type TestUser } from '@/test/factories';
import * as tokens from './route';
import * as oneToken from './[id]/route';
import * as add from '../applications/add-new-application/route';
import * as list from '../applications/my-applications/route';
import * as oneApp from '../applications/my-applications/[id]/route';
import * as setInterview from '../applications/[id]/set-interview/route';
import * as stats from '../applications/stats/route';
import * as pipeline from '../applications/pipeline-stats/route';
import * as recent from '../applications/recent/route';
import * as upcoming from '../applications/upcoming-interview/route';
import * as history from '../applications/[id]/history/route';
import * as contacts from '../applications/[id]/contacts/route';
import * as oneContact from '../applications/[id]/contacts/[cid]/route';
import * as ics from '../applications/[id]/interview.ics/route';
import * as appExport from '../applications/export/route';
import * as appImport from '../applications/import/route';
import * as duplicates from '../applications/duplicates/route';
import * as resumes from '../resumes/route';
import * as oneResume from '../resumes/[id]/route';
import * as jsonResume from '../resumes/[id]/json-resume/route';
import * as duplicateResume from '../resumes/[id]/duplicate/route';
import * as resumeImport from '../resumes/import/route';
import * as currentResume from '../resumes/current/route';
import * as resumeExport from '../resume/export/route';
import * as exportWarm from '../resume/export/warm/route';
import * as templates from '../resume/templates/route';
import * as analyze from '../ai/resume/analyze/route';
import * as reanalyze from '../ai/resume/reanalyze/route';
import * as structure from '../ai/resume/structure/route';
import * as jdUrl from '../get-jd-from/url/route';
import * as jdImage from '../get-jd-from/image/route';
import * as profile from '../users/user-profile/route';
import * as picture from '../users/profile-picture/route';
import * as deleteAccountDesktop from '../users/delete-account/route';
import * as deleteAccount from '../delete-account/route';
import * as addTimezone from '../auth/add-timezone/route';
import * as accountExport from '../account/export/route';
import * as accountImport from '../account/import/route';
import * as uploads from '../uploads/route';
import * as signature from '../cloudinary/signature/route';
import * as tempStore from '../temp-store/route';
import * as capture from '../jobs/capture/route';
import * as pairingCode from '../extension/pairing-code/route';
import * as extensionTokens from '../extension/tokens/route';
import * as feed from '../calendar/feed/route';
import * as reminderSettings from '../reminders/settings/route';
import * as webhooks from '../webhooks/route';
import * as oneWebhook from '../webhooks/[id]/route';
import * as webhookDeliveries from '../webhooks/[id]/deliveries/route';
import * as webhookTest from '../webhooks/[id]/test/route';

type Handler = Parameters<typeof callRoute>[0];
type Row = [name: string, handler: Handler, scope: TokenScope | 'session', options?: CallOptions];

const p = {
  id: '00000000-0000-4000-8000-000000000000',
  cid: '00000000-0000-4000-8000-000000000001',
};
// Every authenticated route and the scope it must demand. Calls carry no valid input: an allowed
// call stops at validation or 404, never at authorization.
const routes: Row[] = [
  ['POST add-new-application', add.POST, 'applications:write'],
  ['GET my-applications', list.GET, 'applications:read'],
  ['GET my-applications/{id}', oneApp.GET, 'applications:read', { params: p }],
  [
    'PATCH my-applications/{id}',
    oneApp.PATCH,
    'applications:write',
    { params: p, method: 'PATCH' },
  ],
  [
    'DELETE my-applications/{id}',
    oneApp.DELETE,
    'applications:write',
    { params: p, method: 'DELETE' },
  ],
  ['POST set-interview', setInterview.POST, 'applications:write', { params: p, method: 'POST' }],
  ['GET stats', stats.GET, 'applications:read'],
  ['GET pipeline-stats', pipeline.GET, 'applications:read'],
  ['GET recent', recent.GET, 'applications:read'],
  ['GET upcoming-interview', upcoming.GET, 'applications:read'],
  ['GET history', history.GET, 'applications:read', { params: p }],
  ['GET contacts', contacts.GET, 'applications:read', { params: p }],
  ['POST contacts', contacts.POST, 'applications:write', { params: p, method: 'POST' }],
  ['PATCH contact', oneContact.PATCH, 'applications:write', { params: p, method: 'PATCH' }],
  ['DELETE contact', oneContact.DELETE, 'applications:write', { params: p, method: 'DELETE' }],
  ['GET interview.ics', ics.GET, 'applications:read', { params: p }],
  [
    'GET applications/export',
    appExport.GET,
    'applications:read',
    { path: '/api/applications/export?format=bogus' },
  ],
  ['POST applications/import', appImport.POST, 'applications:write', { method: 'POST' }],
  ['GET duplicates', duplicates.GET, 'applications:read'],
  ['GET resumes', resumes.GET, 'resumes:read'],
  ['POST resumes', resumes.POST, 'resumes:write', { method: 'POST' }],
  ['GET resumes/{id}', oneResume.GET, 'resumes:read', { params: p }],
  ['PUT resumes/{id}', oneResume.PUT, 'resumes:write', { params: p, method: 'PUT' }],
  ['DELETE resumes/{id}', oneResume.DELETE, 'resumes:write', { params: p, method: 'DELETE' }],
  ['GET json-resume', jsonResume.GET, 'resumes:read', { params: p }],
  ['POST duplicate resume', duplicateResume.POST, 'resumes:write', { params: p, method: 'POST' }],
  ['POST resumes/import', resumeImport.POST, 'resumes:write', { method: 'POST' }],
  ['GET resumes/current', currentResume.GET, 'resumes:read'],
  ['PUT resumes/current', currentResume.PUT, 'resumes:write', { method: 'PUT' }],
  ['POST resume/export', resumeExport.POST, 'resumes:read', { method: 'POST' }],
  [
    'POST resume/export/warm',
    exportWarm.POST,
    'resumes:read',
    { method: 'POST', body: 'not an object' },
  ],
  ['GET resume/templates', templates.GET, 'resumes:read'],
  ['POST ai analyze', analyze.POST, 'ai:use', { method: 'POST' }],
  ['POST ai reanalyze', reanalyze.POST, 'ai:use', { method: 'POST' }],
  ['POST ai structure', structure.POST, 'ai:use', { method: 'POST' }],
  ['POST get-jd-from/url', jdUrl.POST, 'ai:use', { method: 'POST' }],
  ['POST get-jd-from/image', jdImage.POST, 'ai:use', { method: 'POST' }],
  [
    'POST webhooks',
    webhooks.POST,
    'applications:read',
    { method: 'POST', body: { url: 'ftp://nowhere', events: [] } },
  ],
  ['GET webhooks', webhooks.GET, 'applications:read'],
  ['DELETE webhooks/{id}', oneWebhook.DELETE, 'applications:read', { params: p, method: 'DELETE' }],
  ['GET webhooks/{id}/deliveries', webhookDeliveries.GET, 'applications:read', { params: p }],
  ['POST webhooks/{id}/test', webhookTest.POST, 'applications:read', { params: p, method: 'POST' }],
  ['POST tokens', tokens.POST, 'session', { body: { name: 'sneaky', scopes: ['ai:use'] } }],
  ['GET tokens', tokens.GET, 'session'],
  ['DELETE tokens/{id}', oneToken.DELETE, 'session', { params: p, method: 'DELETE' }],
  ['GET user-profile', profile.GET, 'session'],
  [
    'PATCH user-profile',
    profile.PATCH,
    'session',
    { method: 'PATCH', body: { username: 'Hijacked' } },
  ],
  ['POST profile-picture', picture.POST, 'session', { method: 'POST' }],
  [
    'DELETE users/delete-account',
    deleteAccountDesktop.DELETE,
    'session',
    { method: 'DELETE', body: {} },
  ],
  ['DELETE delete-account', deleteAccount.DELETE, 'session', { method: 'DELETE', body: {} }],
  ['POST add-timezone', addTimezone.POST, 'session', { method: 'POST' }],
  ['GET account/export', accountExport.GET, 'session'],
  ['POST account/import', accountImport.POST, 'session', { method: 'POST' }],
  ['POST uploads', uploads.POST, 'session', { method: 'POST' }],
  ['GET cloudinary/signature', signature.GET, 'session'],
  ['POST temp-store', tempStore.POST, 'resumes:read', { method: 'POST' }],
  ['POST jobs/capture', capture.POST, 'ai:use', { method: 'POST' }],
  ['POST extension/pairing-code', pairingCode.POST, 'session', { method: 'POST' }],
  ['GET extension/tokens', extensionTokens.GET, 'session'],
  ['GET calendar/feed', feed.GET, 'session'],
  ['POST calendar/feed', feed.POST, 'session', { method: 'POST' }],
  ['DELETE calendar/feed', feed.DELETE, 'session', { method: 'DELETE' }],
  ['GET reminders/settings', reminderSettings.GET, 'session'],
  ['PUT reminders/settings', reminderSettings.PUT, 'session', { method: 'PUT' }],
];

let alice: TestUser;
let bob: TestUser;

let issued = 0;
async function issue(user: TestUser, body: Record<string, unknown>) {
  // A new client address each time, and the user's budget reset: the create route's rate limits
  // are not what is tested here (a token per scope is more than one hour's budget).
  const db = await prisma();
  await db.rateLimitBucket.deleteMany({ where: { key: `tokens-create:user:${user.id}` } });
  const res = await callRoute(tokens.POST, {
    token: user.token,
    body,
    ip: `198.51.100.${++issued}`,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as {
    token: string;
    data: { id: string; scopes: string[]; expires_at: string | null };
  };
}

beforeAll(async () => {
  alice = await createUser();
  bob = await createUser();
});

afterEach(() => {
  delete process.env.TOKEN_RATE_LIMIT_PER_MINUTE;
  resetEnvForTests();
});

describe('issuing and listing tokens', () => {
  it('shows the token once, stores only its SHA-256, and lists it without the token', async () => {
    const { token, data } = await issue(alice, {
      name: 'Zapier',
      scopes: ['applications:read', 'applications:read'],
      expires_in_days: 30,
    });
    expect(token).toMatch(/^pst_[A-Za-z0-9_-]{43}$/);
    expect(data.scopes).toEqual(['applications:read']);
    expect(Date.parse(data.expires_at!) - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
    const db = await prisma();
    const row = await db.personalAccessToken.findUniqueOrThrow({ where: { id: data.id } });
    expect(row.tokenHash).toBe(hashPersonalAccessToken(token));
    expect(JSON.stringify(row)).not.toContain(token.slice(4));
    const listed = await callRoute(tokens.GET, { token: alice.token });
    expect(listed.status).toBe(200);
    const mine = listed.body.data.find((t: { id: string }) => t.id === data.id);
    expect(mine).toMatchObject({
      name: 'Zapier',
      token_start: token.slice(0, 8),
      client: 'api',
      last_used_at: null,
    });
    expect(JSON.stringify(listed.body)).not.toContain(token);
    const others = await callRoute(tokens.GET, { token: bob.token });
    expect(others.body.data.map((t: { id: string }) => t.id)).not.toContain(data.id);
  });

  it.each([
    [{ name: '', scopes: ['ai:use'] }, /Token name is required/],
    [{ name: 'x', scopes: [] }, /Choose at least one scope/],
    [{ name: 'x', scopes: ['admin'] }, /scope must be one of/],
    [{ name: 'x', scopes: ['ai:use'], expires_in_days: 0 }, /expires_in_days/],
    [{ name: 'x', scopes: ['ai:use'], expires_in_days: 366 }, /expires_in_days/],
  ])('422 for %o, nothing written', async (body, detail) => {
    const db = await prisma();
    const before = await db.personalAccessToken.count();
    const res = await callRoute(tokens.POST, { token: alice.token, body });
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(detail);
    expect(await db.personalAccessToken.count()).toBe(before);
  });

  it('accepts a token that never expires', async () => {
    const { data } = await issue(alice, {
      name: 'forever',
      scopes: ['resumes:read'],
      expires_in_days: null,
    });
    expect(data.expires_at).toBeNull();
  });
});

describe('each scope allows exactly its routes', () => {
  it.each(TOKEN_SCOPES.map((scope) => [scope]))('%s', async (scope) => {
    const { token } = await issue(alice, { name: `only ${scope}`, scopes: [scope] });
    for (const [name, handler, needed, options] of routes) {
      const res = await callRoute(handler, { ...options, token });
      if (needed === scope) {
        expect(
          [401, 403],
          `${name} refused a token with ${scope}: ${JSON.stringify(res.body)}`,
        ).not.toContain(res.status);
      } else {
        expect(res.status, `${name} let a ${scope} token through`).toBe(403);
        expect(res.body.code).toBe('INSUFFICIENT_SCOPE');
        if (needed === 'session')
          expect(res.body.detail).toMatch(/Personal access tokens cannot do this/);
        else {
          expect(res.body.detail).toContain(needed);
          expect(res.headers.get('www-authenticate')).toBe(
            `Bearer error="insufficient_scope", scope="${needed}"`,
          );
        }
      }
    }
  });

  it('a token with every scope still cannot manage tokens, change the profile or delete the account', async () => {
    const { token } = await issue(alice, { name: 'all', scopes: [...TOKEN_SCOPES] });
    const db = await prisma();
    const before = await db.personalAccessToken.count({ where: { userId: alice.id } });
    for (const [name, handler, needed, options] of routes.filter((r) => r[2] === 'session')) {
      const res = await callRoute(handler, { ...options, token });
      expect(res.status, `${name} (${needed})`).toBe(403);
    }
    expect(await db.personalAccessToken.count({ where: { userId: alice.id } })).toBe(before);
    expect((await db.user.findUniqueOrThrow({ where: { id: alice.id } })).username).toBe(
      alice.username,
    );
  });

  it('the same routes all accept the session access token', async () => {
    for (const [name, handler, , options] of routes.filter(
      (r) => r[0] !== 'DELETE delete-account' && r[0] !== 'DELETE users/delete-account',
    )) {
      const res = await callRoute(handler, { ...options, token: bob.token });
      expect([401, 403], `${name}: ${JSON.stringify(res.body)}`).not.toContain(res.status);
    }
  });
});

describe('a token does what its scope allows, as its owner only', () => {
  it('adds and reads applications for its owner, records last use, and never sees another user’s', async () => {
    const { token, data } = await issue(alice, {
      name: 'script',
      scopes: ['applications:read', 'applications:write'],
    });
    const created = await callRoute(add.POST, {
      token,
      body: {
        job_title: 'Data Engineer',
        company: 'Token Co',
        status: 'applied',
        applied_date: '2026-11-20',
      },
    });
    expect(created.status).toBe(201);
    const db = await prisma();
    expect(
      await db.application.count({ where: { id: created.body.application.id, userId: alice.id } }),
    ).toBe(1);
    const read = await callRoute(oneApp.GET, {
      token,
      params: { id: created.body.application.id },
    });
    expect(read.body.data.company).toBe('Token Co');
    const row = await db.personalAccessToken.findUniqueOrThrow({ where: { id: data.id } });
    expect(row.lastUsedAt).not.toBeNull();
    const bobs = await callRoute(add.POST, {
      token: bob.token,
      body: { job_title: 'Bob job', company: 'B', status: 'applied', applied_date: null },
    });
    const peek = await callRoute(oneApp.GET, { token, params: { id: bobs.body.application.id } });
    expect(peek.status).toBe(404);
  });

  it('rate-limits per token, with Retry-After', async () => {
    process.env.TOKEN_RATE_LIMIT_PER_MINUTE = '3';
    resetEnvForTests();
    const first = await issue(alice, { name: 'busy', scopes: ['applications:read'] });
    const second = await issue(alice, { name: 'calm', scopes: ['applications:read'] });
    for (let i = 0; i < 3; i++)
      expect((await callRoute(stats.GET, { token: first.token })).status).toBe(200);
    const limited = await callRoute(stats.GET, { token: first.token });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await callRoute(stats.GET, { token: second.token })).status).toBe(200);
    expect((await callRoute(stats.GET, { token: alice.token })).status).toBe(200);
  });
});

describe('revoked, expired, unknown and orphaned tokens', () => {
  it('revoking answers 401 from the next request, and only the owner can revoke', async () => {
    const { token, data } = await issue(alice, { name: 'temp', scopes: ['applications:read'] });
    expect((await callRoute(stats.GET, { token })).status).toBe(200);
    const byBob = await callRoute(oneToken.DELETE, {
      token: bob.token,
      method: 'DELETE',
      params: { id: data.id },
    });
    expect(byBob.status).toBe(404);
    expect((await callRoute(stats.GET, { token })).status).toBe(200);
    const revoked = await callRoute(oneToken.DELETE, {
      token: alice.token,
      method: 'DELETE',
      params: { id: data.id },
    });
    expect(revoked.status).toBe(200);
    const after = await callRoute(stats.GET, { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('UNAUTHORIZED');
    const listed = await callRoute(tokens.GET, { token: alice.token });
    expect(listed.body.data.map((t: { id: string }) => t.id)).not.toContain(data.id);
    expect(
      (
        await callRoute(oneToken.DELETE, {
          token: alice.token,
          method: 'DELETE',
          params: { id: data.id },
        })
      ).status,
    ).toBe(404);
  });

  it('an expired token gets 401', async () => {
    const { token, data } = await issue(alice, {
      name: 'short',
      scopes: ['applications:read'],
      expires_in_days: 1,
    });
    expect((await callRoute(stats.GET, { token })).status).toBe(200);
    const db = await prisma();
    await db.personalAccessToken.update({
      where: { id: data.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await callRoute(stats.GET, { token })).status).toBe(401);
  });

  it('an unknown or altered pst_ token gets 401', async () => {
    const { token } = await issue(alice, { name: 'real', scopes: ['applications:read'] });
    const altered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect((await callRoute(stats.GET, { token: altered })).status).toBe(401);
    expect((await callRoute(stats.GET, { token: 'pst_' })).status).toBe(401);
  });

  it('deleting the account removes its tokens: they get 401', async () => {
    const carol = await createUser();
    const { token } = await issue(carol, { name: 'doomed', scopes: ['applications:read'] });
    expect((await callRoute(stats.GET, { token })).status).toBe(200);
    const db = await prisma();
    await db.user.update({ where: { id: carol.id }, data: { googleSignedInAt: new Date() } });
    const deleted = await callRoute(deleteAccount.DELETE, {
      token: carol.token,
      method: 'DELETE',
      body: {},
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await db.personalAccessToken.count({ where: { userId: carol.id } })).toBe(0);
    expect((await callRoute(stats.GET, { token })).status).toBe(401);
  });
});
