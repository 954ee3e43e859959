// The revocation bound of ADR 100: signed-in requests read the user and its live sessions at most
// once per SIGNED_IN_USER_TTL_MS per process; revocations through our code act at once, and
// revocations this process did not see (another instance) within that bound.
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST as logout } from '@/app/api/auth/logout/route';
import { POST as refresh } from '@/app/api/auth/refresh/route';
import { GET as stats } from '@/app/api/applications/stats/route';
import { DELETE as deleteAccount } from '@/app/api/users/delete-account/route';
import { GET as profile, PATCH as patchProfile } from '@/app/api/users/user-profile/route';
import { prisma } from '@/server/db/client';
import { authRoute } from '@/server/route/route';
import { callRoute } from '@/test/call-route';
import { createUser } from '@/test/factories';
import { signAccessToken, verifyAccessToken } from './access-token';
import { secretKey } from '@/server/secrets/secret-key';
import { issueSession } from './session-tokens';
import { SIGNED_IN_USER_TTL_MS } from './signed-in-users';

const whoAmI = authRoute({ scope: 'session' }, async ({ user }) => ({
  id: user.id,
  timezone: user.timezone,
}));

/** Moves only Date (what the cache and token checks read), not timers the database drivers use. */
function advanceClock(ms: number) {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + ms);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('signed-in user read (ADR 100)', () => {
  it('logout ends that session’s access token at once, and only that session’s', async () => {
    const user = await createUser();
    const phone = await issueSession({ userId: user.id });
    const laptop = await issueSession({ userId: user.id });
    expect((await callRoute(stats, { token: phone.access_token })).status).toBe(200);
    expect((await callRoute(stats, { token: laptop.access_token })).status).toBe(200);
    expect((await callRoute(logout, { body: { refresh_token: phone.refresh_token } })).status).toBe(
      200,
    );
    const after = await callRoute(stats, { token: phone.access_token });
    expect(after).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
    expect((await callRoute(stats, { token: laptop.access_token })).status).toBe(200);
  });

  it('a session revoked elsewhere (another instance) stops working within the bound, not before a new read', async () => {
    const user = await createUser();
    const session = await issueSession({ userId: user.id });
    const other = await issueSession({ userId: user.id });
    expect((await callRoute(whoAmI, { token: session.access_token })).status).toBe(200);
    // Another instance revokes the family: this process has not seen it yet.
    const db = await prisma();
    const { familyId } = await db.refreshToken.findFirstOrThrow({
      where: { userId: user.id, revokedAt: null },
      orderBy: { createdAt: 'asc' },
      select: { familyId: true },
    });
    await db.refreshToken.updateMany({ where: { familyId }, data: { revokedAt: new Date() } });
    // Within the bound the last read stands (this is what saves the query per request).
    expect((await callRoute(whoAmI, { token: session.access_token })).status).toBe(200);
    advanceClock(SIGNED_IN_USER_TTL_MS + 1);
    expect((await callRoute(whoAmI, { token: session.access_token })).status).toBe(401);
    expect((await callRoute(whoAmI, { token: other.access_token })).status).toBe(200);
  });

  it('reuse of a rotated refresh token (theft) ends the family’s access tokens at once', async () => {
    const user = await createUser();
    const first = await issueSession({ userId: user.id });
    const rotated = (await callRoute(refresh, { body: { refresh_token: first.refresh_token } }))
      .body;
    expect((await callRoute(whoAmI, { token: rotated.access_token })).status).toBe(200);
    // The one presentation a second tab may make within the grace window (ADR 057), then theft.
    expect(
      (await callRoute(refresh, { body: { refresh_token: first.refresh_token } })).status,
    ).toBe(200);
    expect(
      (await callRoute(refresh, { body: { refresh_token: first.refresh_token } })).status,
    ).toBe(401);
    expect((await callRoute(whoAmI, { token: rotated.access_token })).status).toBe(401);
    expect((await callRoute(whoAmI, { token: first.access_token })).status).toBe(401);
  });

  it('a user deleted elsewhere is refused within the bound; deletion here acts at once', async () => {
    const gone = await createUser();
    const session = await issueSession({ userId: gone.id });
    expect((await callRoute(whoAmI, { token: session.access_token })).status).toBe(200);
    expect((await callRoute(whoAmI, { token: gone.token })).status).toBe(200);
    const db = await prisma();
    await db.user.delete({ where: { id: gone.id } });
    advanceClock(SIGNED_IN_USER_TTL_MS + 1);
    expect((await callRoute(whoAmI, { token: session.access_token })).status).toBe(401);
    expect((await callRoute(whoAmI, { token: gone.token })).status).toBe(401);
    vi.useRealTimers();

    const user = await createUser();
    const own = await issueSession({ userId: user.id });
    expect((await callRoute(whoAmI, { token: own.access_token })).status).toBe(200);
    // A Google-only test user proves it is them with a fresh Google sign-in (ADR 055).
    await db.user.update({ where: { id: user.id }, data: { googleSignedInAt: new Date() } });
    expect(
      (await callRoute(deleteAccount, { method: 'DELETE', token: own.access_token })).status,
    ).toBe(200);
    expect((await callRoute(whoAmI, { token: own.access_token })).status).toBe(401);
    expect((await callRoute(whoAmI, { token: user.token })).status).toBe(401);
  });

  it('a session started after the last read (a new sign-in) is accepted at once', async () => {
    const user = await createUser();
    const first = await issueSession({ userId: user.id });
    expect((await callRoute(whoAmI, { token: first.access_token })).status).toBe(200);
    const db = await prisma();
    // Another instance signs the user in: a family this process's read does not list.
    const familyId = randomUUID();
    await db.refreshToken.create({
      data: {
        userId: user.id,
        tokenHash: randomUUID(),
        familyId,
        expiresAt: new Date(Date.now() + 60_000),
      },
    });
    const token = await signAccessToken({ userId: user.id, sessionId: familyId });
    expect((await callRoute(whoAmI, { token })).status).toBe(200);
    // A session id that never existed is refused.
    const forged = await signAccessToken({ userId: user.id, sessionId: randomUUID() });
    expect((await callRoute(whoAmI, { token: forged })).status).toBe(401);
    // Another user's session does not sign this user in.
    const stranger = await createUser();
    const theirs = await issueSession({ userId: stranger.id });
    const { sessionId } = await verifyAccessToken(theirs.access_token);
    expect(
      (await callRoute(whoAmI, { token: await signAccessToken({ userId: user.id, sessionId }) }))
        .status,
    ).toBe(401);
  });

  it('profile changes are seen by the next request (timezone routes read from the signed-in user)', async () => {
    const user = await createUser({ timezone: 'Africa/Lagos' });
    expect((await callRoute(whoAmI, { token: user.token })).body.timezone).toBe('Africa/Lagos');
    const res = await callRoute(patchProfile, {
      method: 'PATCH',
      token: user.token,
      body: { timezone: 'Asia/Tokyo' },
    });
    expect(res.status).toBe(200);
    expect((await callRoute(whoAmI, { token: user.token })).body.timezone).toBe('Asia/Tokyo');
    expect((await callRoute(profile, { token: user.token })).body.data.timezone).toBe('Asia/Tokyo');
  });
});

describe('access token verification', () => {
  const sign = (
    claims: Record<string, unknown>,
    options: { alg?: string; key?: Uint8Array; iss?: string; aud?: string; exp?: number } = {},
  ) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
      .setSubject('u1')
      .setIssuer(options.iss ?? 'pursuit')
      .setAudience(options.aud ?? 'pursuit-api')
      .setIssuedAt()
      .setExpirationTime(options.exp ?? Math.floor(Date.now() / 1000) + 60)
      .sign(options.key ?? secretKey());

  it('accepts our tokens with their session and refuses any other key, algorithm, issuer, audience or time', async () => {
    await expect(verifyAccessToken(await sign({ sid: 's1' }))).resolves.toMatchObject({
      userId: 'u1',
      sessionId: 's1',
    });
    await expect(verifyAccessToken(await sign({}))).resolves.toMatchObject({
      userId: 'u1',
      sessionId: undefined,
    });
    const bad = [
      await sign({}, { key: new TextEncoder().encode('another-secret-another-secret-another-1') }),
      await sign({}, { alg: 'HS512' }),
      await sign({}, { iss: 'someone-else' }),
      await sign({}, { aud: 'another-api' }),
      await sign({}, { exp: Math.floor(Date.now() / 1000) - 1 }),
      await sign({ nbf: Math.floor(Date.now() / 1000) + 60 }),
    ];
    const good = await sign({});
    const [h, p] = good.split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    const noPayloadObject = `${h}.${Buffer.from('"text"').toString('base64url')}.${good.split('.')[2]}`;
    for (const token of [...bad, unsigned, noPayloadObject, 'a.b', 'not-a-token', `${good}x`]) {
      await expect(verifyAccessToken(token)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });
});
