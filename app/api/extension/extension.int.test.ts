import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXTENSION_SCOPES } from '@/lib/extension/pairing';
import { prisma } from '@/server/db/client';
import { hashPersonalAccessToken } from '@/server/tokens/personal-access-token-hash';
import { callRoute } from '@/test/call-route';
import { createUser, type TestUser } from '@/test/factories';
import * as duplicates from '../applications/duplicates/route';
import * as addApplication from '../applications/add-new-application/route';
import * as capture from '../jobs/capture/route';
import * as tempStore from '../temp-store/route';
import * as oneToken from '../tokens/[id]/route';
import * as tokens from '../tokens/route';
import * as connect from './connect/route';
import * as pairingCode from './pairing-code/route';
import * as extensionTokens from './tokens/route';

const CHROME_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36';
let alice: TestUser;
let bob: TestUser;
let address = 0;

beforeAll(async () => {
  alice = await createUser();
  bob = await createUser();
});

const newCode = async (user: TestUser) => {
  const res = await callRoute(pairingCode.POST, { method: 'POST', token: user.token });
  expect(res.status).toBe(201);
  return res.body as { code: string; expires_at: string };
};
// A fresh client address per exchange: the per-address guess limit is tested on its own below.
const exchange = (code: string, ip = `203.0.113.${++address}`) =>
  callRoute(connect.POST, { body: { code }, ip, headers: { 'user-agent': CHROME_UA } });

describe('pairing the browser extension', () => {
  it('issues a 10-minute code; the code gives one extension token with the extension’s scopes, once', async () => {
    const { code, expires_at } = await newCode(alice);
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    const ttl = Date.parse(expires_at) - Date.now();
    expect(ttl).toBeGreaterThan(9.9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);

    // Typed in lower case without the dash: still the code.
    const res = await exchange(code.replace('-', '').toLowerCase());
    expect(res.status).toBe(201);
    expect(res.body.token).toMatch(/^pst_/);
    const db = await prisma();
    const row = await db.personalAccessToken.findUniqueOrThrow({
      where: { tokenHash: hashPersonalAccessToken(res.body.token) },
    });
    expect(row).toMatchObject({
      userId: alice.id,
      client: 'extension',
      name: 'Chrome extension on Linux',
    });
    expect([...row.scopes].sort()).toEqual([...EXTENSION_SCOPES].sort());

    const again = await exchange(code);
    expect(again.status).toBe(422);
    expect(again.body.detail).toMatch(/wrong, expired or already used/);
  });

  it('refuses an expired code, and a new code replaces the unused one', async () => {
    const first = await newCode(bob);
    const second = await newCode(bob);
    expect((await exchange(first.code)).status).toBe(422);
    const db = await prisma();
    await db.tempStoreEntry.updateMany({
      where: { userId: bob.id, kind: 'EXTENSION_PAIRING', consumedAt: null },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await exchange(second.code)).status).toBe(422);
  });

  it('holds back guessing: the 11th try from one address in 10 minutes is 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await exchange('AAAA-AAAA', '192.0.2.77')).status);
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('refuses a code request from a personal access token (session only)', async () => {
    const { code } = await newCode(alice);
    const { token } = (await exchange(code)).body;
    expect((await callRoute(pairingCode.POST, { method: 'POST', token })).status).toBe(403);
  });
});

describe('the extension’s token at work, listed and revoked', () => {
  it('captures, checks duplicates, saves and hands off with the extension token; after revoking it every call is 401', async () => {
    const { code } = await newCode(alice);
    const { token } = (await exchange(code)).body as { token: string };
    const html = readFileSync('test/fixtures/job-pages/board-lever.html', 'utf8');

    const captured = await callRoute(capture.POST, {
      token,
      body: { url: 'https://jobs.lever.co/quill/1234?lever-source=LinkedIn&utm_source=li', html },
    });
    expect(captured.status).toBe(200);
    expect(captured.body.data).toMatchObject({
      job_title: 'Customer Success Manager',
      company: 'Quill Ledger',
      location: 'Toronto, ON',
    });

    const job = captured.body.data;
    const saved = await callRoute(addApplication.POST, {
      token,
      body: {
        job_title: job.job_title,
        company: job.company,
        status: 'Not Applied',
        job_link: job.job_link,
        job_description: job.job_description,
      },
    });
    expect(saved.status).toBe(201);
    const dupes = await callRoute(duplicates.GET, {
      token,
      path: `/api/applications/duplicates?job_link=${encodeURIComponent(job.job_link)}`,
    });
    expect(dupes.body.data.map((d: { id: string }) => d.id)).toEqual([saved.body.application.id]);
    const handOff = await callRoute(tempStore.POST, {
      token,
      body: {
        resumeJson: { summary: 'Customer success lead for B2B software.' },
        analysis: null,
        jobDescription: job.job_description,
      },
    });
    expect(handOff.status).toBe(201);

    const listed = await callRoute(extensionTokens.GET, { token: alice.token });
    const mine = listed.body.data.find((t: { token_start: string }) =>
      token.startsWith(t.token_start),
    );
    expect(mine).toMatchObject({ client: 'extension' });
    const all = await callRoute(tokens.GET, { token: alice.token });
    expect(
      all.body.data
        .filter((t: { client: string }) => t.client === 'api')
        .every((t: { id: string }) => !listed.body.data.some((e: { id: string }) => e.id === t.id)),
    ).toBe(true);

    expect(
      (
        await callRoute(oneToken.DELETE, {
          method: 'DELETE',
          token: alice.token,
          params: { id: mine.id },
        })
      ).status,
    ).toBe(200);
    const after = await callRoute(capture.POST, {
      token,
      body: { url: 'https://jobs.lever.co/quill/1234', html },
    });
    expect(after.status).toBe(401);
    expect(
      (await callRoute(extensionTokens.GET, { token: alice.token })).body.data.some(
        (t: { id: string }) => t.id === mine.id,
      ),
    ).toBe(false);
  });

  it('an extension token cannot list or revoke tokens', async () => {
    const { code } = await newCode(alice);
    const { token } = (await exchange(code)).body;
    expect((await callRoute(extensionTokens.GET, { token })).status).toBe(403);
  });
});
