import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

// A local stand-in for Cloudinary's Admin API, started before any module loads: the SDK picks
// http or https from CLOUDINARY_URL's upload_prefix when it is first required.
const cloud = await vi.hoisted(async () => {
  const { createServer } = await import('node:http');
  const calls: { method: string; path: string; auth: string; body: URLSearchParams }[] = [];
  const state = { fail: false };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const body = new URLSearchParams(raw || url.search);
      calls.push({
        method: req.method ?? '',
        path: url.pathname,
        auth: req.headers.authorization ?? '',
        body,
      });
      if (state.fail) {
        res
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'down' } }));
        return;
      }
      const deleted = Object.fromEntries(body.getAll('public_ids[]').map((id) => [id, 'deleted']));
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ deleted, partial: false }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  process.env.CLOUDINARY_URL = `cloudinary://123456789012345:s3cr3t-api-secret@pursuit-cloud?upload_prefix=http://127.0.0.1:${port}`;
  return { server, calls, state };
});

const { DELETE: deleteMobile } = await import('@/app/api/delete-account/route');
const { DELETE: deleteDesktop } = await import('@/app/api/users/delete-account/route');
const { POST: profilePicture } = await import('@/app/api/users/profile-picture/route');
const { POST: refresh } = await import('@/app/api/auth/refresh/route');
const { hashPassword } = await import('@/server/auth/password');
const { issueSession } = await import('@/server/auth/session-tokens');
const { prisma } = await import('@/server/db/client');
const { resetEnvForTests } = await import('@/server/env');
const { consumeRateLimits } = await import('@/server/http/rate-limit');
const { createTempEntry } = await import('@/server/storage/create-temp-entry');
const { callRoute } = await import('@/test/call-route');
const { createUser } = await import('@/test/factories');

resetEnvForTests();
afterAll(() => {
  cloud.server.close();
  delete process.env.CLOUDINARY_URL;
  resetEnvForTests();
});
beforeEach(() => {
  cloud.calls.length = 0;
  cloud.state.fail = false;
});

const password = 'correct horse battery';

async function userWithPassword() {
  const user = await createUser();
  const db = await prisma();
  await db.user.update({
    where: { id: user.id },
    data: { passwordHash: await hashPassword(password) },
  });
  return user;
}

/** A user with an avatar in Cloudinary, a session, a hand-off, a code and rate-limit rows naming them. */
async function userWithEverything() {
  const user = await userWithPassword();
  const url = `https://res.cloudinary.com/pursuit-cloud/image/upload/v17/pursuit/avatars/${user.id}/face.webp`;
  expect((await callRoute(profilePicture, { token: user.token, body: { url } })).status).toBe(200);
  const session = await issueSession({ userId: user.id });
  await createTempEntry({ kind: 'RESUME_HANDOFF', userId: user.id, payload: {} });
  const db = await prisma();
  await db.oneTimeCode.create({
    data: {
      userId: user.id,
      purpose: 'VERIFY_EMAIL',
      codeHash: 'x',
      expiresAt: new Date(Date.now() + 60_000),
    },
  });
  await db.application.create({
    data: { userId: user.id, jobTitle: 'Dev', company: 'Acme', status: 'Applied' },
  });
  await consumeRateLimits([
    { key: `auth:loginEmail:${user.email}`, limit: 10, windowSeconds: 900 },
    { key: `auth:loginEmailIp:${user.email}:203.0.113.9`, limit: 10, windowSeconds: 900 },
    { key: `ai:user:${user.id}`, limit: 10, windowSeconds: 900 },
  ]);
  return { user, session };
}

const rateRows = async (fragment: string) =>
  (await prisma()).rateLimitBucket.count({ where: { key: { contains: fragment } } });

describe('account deletion with Cloudinary avatars (local stand-in for the Admin API)', () => {
  for (const [name, handler] of [
    ['users/delete-account', deleteDesktop],
    ['delete-account', deleteMobile],
  ] as const) {
    it(`DELETE /api/${name} with the password deletes the avatars, the user, their rows and their rate-limit rows`, async () => {
      const { user, session } = await userWithEverything();
      const other = await userWithPassword();
      // A key that merely contains the email as a substring belongs to someone else and stays.
      await consumeRateLimits([
        { key: `auth:loginEmail:x${user.email}`, limit: 10, windowSeconds: 900 },
      ]);
      await consumeRateLimits([
        { key: `auth:loginEmail:${other.email}`, limit: 10, windowSeconds: 900 },
      ]);
      const db = await prisma();
      expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).avatarPublicId).toBe(
        `pursuit/avatars/${user.id}/face`,
      );

      const res = await callRoute(handler, {
        method: 'DELETE',
        token: user.token,
        body: { password },
      });
      expect(res).toMatchObject({ status: 200, body: { message: 'Account deleted successfully' } });

      expect(cloud.calls).toHaveLength(1);
      const call = cloud.calls[0]!;
      expect(call.method).toBe('DELETE');
      expect(call.path).toBe('/v1_1/pursuit-cloud/resources/image/upload');
      expect(call.body.get('prefix')).toBe(`pursuit/avatars/${user.id}/`);
      expect(call.auth).toBe(
        `Basic ${Buffer.from('123456789012345:s3cr3t-api-secret').toString('base64')}`,
      );

      expect(await db.user.findUnique({ where: { id: user.id } })).toBeNull();
      for (const count of [
        db.refreshToken.count({ where: { userId: user.id } }),
        db.tempStoreEntry.count({ where: { userId: user.id } }),
        db.oneTimeCode.count({ where: { userId: user.id } }),
        db.application.count({ where: { userId: user.id } }),
        db.storedUpload.count({ where: { userId: user.id } }),
        rateRows(`:${user.email}`),
        rateRows(user.id),
      ]) {
        expect(await count).toBe(0);
      }
      expect(await rateRows(`x${user.email}`)).toBe(1);
      expect(await rateRows(other.email)).toBe(1);
      expect(
        (await callRoute(refresh, { body: { refresh_token: session.refresh_token } })).status,
      ).toBe(401);
      expect(await db.user.findUnique({ where: { id: other.id } })).not.toBeNull();
    });
  }

  it('a wrong or missing password deletes nothing and says why', async () => {
    const { user } = await userWithEverything();
    const wrong = await callRoute(deleteDesktop, {
      method: 'DELETE',
      token: user.token,
      body: { password: 'not it' },
    });
    expect(wrong).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN', detail: 'Incorrect password. Your account was not deleted.' },
    });
    const missing = await callRoute(deleteDesktop, { method: 'DELETE', token: user.token });
    expect(missing).toMatchObject({ status: 422, body: { code: 'VALIDATION_ERROR' } });
    expect(cloud.calls).toHaveLength(0);
    const db = await prisma();
    expect(await db.user.findUnique({ where: { id: user.id } })).not.toBeNull();
    expect(await db.refreshToken.count({ where: { userId: user.id } })).toBe(1);
    expect(await db.application.count({ where: { userId: user.id } })).toBe(1);
    expect((await callRoute(deleteDesktop, { method: 'DELETE', body: { password } })).status).toBe(
      401,
    );
  });

  it('password guesses through deletion are limited per account (5 per 15 minutes)', async () => {
    const user = await userWithPassword();
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await callRoute(deleteDesktop, {
            method: 'DELETE',
            token: user.token,
            body: { password: `guess-${i}` },
          })
        ).status,
      ).toBe(403);
    }
    const limited = await callRoute(deleteDesktop, {
      method: 'DELETE',
      token: user.token,
      body: { password },
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('when Cloudinary fails, nothing is deleted (502) and a retry succeeds', async () => {
    const { user } = await userWithEverything();
    cloud.state.fail = true;
    const res = await callRoute(deleteDesktop, {
      method: 'DELETE',
      token: user.token,
      body: { password },
    });
    expect(res).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } });
    const db = await prisma();
    expect(await db.user.findUnique({ where: { id: user.id } })).not.toBeNull();
    cloud.state.fail = false;
    expect(
      (await callRoute(deleteDesktop, { method: 'DELETE', token: user.token, body: { password } }))
        .status,
    ).toBe(200);
  });

  it('an avatar stored outside the user folder (older uploads) is deleted by its public_id too', async () => {
    const user = await userWithPassword();
    const db = await prisma();
    await db.user.update({
      where: { id: user.id },
      data: { avatarPublicId: 'pursuit/avatars/legacy123' },
    });
    expect(
      (await callRoute(deleteMobile, { method: 'DELETE', token: user.token, body: { password } }))
        .status,
    ).toBe(200);
    expect(cloud.calls.map((c) => c.body.getAll('public_ids[]'))).toEqual([
      ['pursuit/avatars/legacy123'],
      [],
    ]);
  });

  it('a Google-only account needs a Google sign-in from the last 10 minutes', async () => {
    const user = await createUser();
    const db = await prisma();
    const stale = await callRoute(deleteDesktop, { method: 'DELETE', token: user.token, body: {} });
    expect(stale).toMatchObject({
      status: 403,
      body: { detail: 'Sign in with Google again, then delete your account within 10 minutes.' },
    });
    await db.user.update({
      where: { id: user.id },
      data: { googleSub: `g-${user.id}`, googleSignedInAt: new Date(Date.now() - 11 * 60_000) },
    });
    expect(
      (await callRoute(deleteDesktop, { method: 'DELETE', token: user.token, body: {} })).status,
    ).toBe(403);
    await db.user.update({
      where: { id: user.id },
      data: { googleSignedInAt: new Date(Date.now() - 60_000) },
    });
    expect(
      (await callRoute(deleteDesktop, { method: 'DELETE', token: user.token, body: {} })).status,
    ).toBe(200);
    expect(await db.user.findUnique({ where: { id: user.id } })).toBeNull();
  });
});
