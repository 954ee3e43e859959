import { describe, expect, it } from 'vitest';
import { POST as addTimezone } from '@/app/api/auth/add-timezone/route';
import { POST as createAccount } from '@/app/api/auth/create-account/route';
import { POST as forgotPassword } from '@/app/api/auth/forgot-password/route';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as logout } from '@/app/api/auth/logout/route';
import { POST as refresh } from '@/app/api/auth/refresh/route';
import { POST as resend } from '@/app/api/auth/resend-verification-code/route';
import { POST as resetPassword } from '@/app/api/auth/reset-password/route';
import { POST as verifyEmail } from '@/app/api/auth/verify-email/route';
import { POST as verifyResetCode } from '@/app/api/auth/verify-reset-code/route';
import { prisma } from '@/server/db/client';
import { devOutbox } from '@/server/mail/send-mail';
import { callRoute } from '@/test/call-route';
import { createUser } from '@/test/factories';

let n = 0;
/** A unique email and a unique IP per test so rate limits of one test never touch another. */
function fresh() {
  n += 1;
  return {
    email: `Person${n}.${Date.now()}@Example.test`,
    ip: `10.1.${Math.floor(n / 250)}.${n % 250}`,
  };
}

function lastCodeFor(email: string): string {
  const msg = devOutbox()
    .filter((m) => m.to === email.toLowerCase())
    .at(-1);
  const code = /\b(\d{6})\b/.exec(msg?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

async function signUp(password = 'correct horse 1') {
  const { email, ip } = fresh();
  const res = await callRoute(createAccount, {
    body: { username: 'Ada', email: `  ${email} `, password },
    ip,
  });
  expect(res.status).toBe(201);
  return { email: email.toLowerCase(), password, ip };
}

async function signUpVerified() {
  const u = await signUp();
  const code = lastCodeFor(u.email);
  const res = await callRoute(verifyEmail, {
    path: `/api/auth/verify-email?email=${encodeURIComponent(u.email)}&code=${code}`,
    ip: u.ip,
  });
  expect(res.status).toBe(200);
  return u;
}

async function logIn(u: { email: string; password: string; ip: string }) {
  return callRoute(login, { body: { email: u.email, password: u.password }, ip: u.ip });
}

describe('POST /api/auth/create-account', () => {
  it('creates an unverified account with a normalised email and mails a six-digit code (HTML + text)', async () => {
    const u = await signUp();
    const db = await prisma();
    const row = await db.user.findUnique({ where: { email: u.email } });
    expect(row).toMatchObject({ username: 'Ada', emailVerifiedAt: null });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const mail = devOutbox()
      .filter((m) => m.to === u.email)
      .at(-1);
    expect(mail?.subject).toContain('Pursuit');
    expect(mail?.html).toContain(lastCodeFor(u.email));
  });

  it('answers 409 for an email already registered, in any case', async () => {
    const u = await signUp();
    const res = await callRoute(createAccount, {
      body: { username: 'B', email: u.email.toUpperCase(), password: 'another pass' },
      ip: '10.200.0.1',
    });
    expect(res.status).toBe(409);
    expect(res.body.detail).toMatch(/already exists/);
  });

  it('answers 422 naming the field for missing fields, wrong types and bad values', async () => {
    const cases: [unknown, RegExp][] = [
      [{ email: 'a@b.test', password: '12345678' }, /username/i],
      [{ username: 'A', email: 'nope', password: '12345678' }, /email/i],
      [{ username: 'A', email: 'a@b.test', password: 'short' }, /password/i],
      [{ username: 'A', email: 'a@b.test', password: 'x'.repeat(129) }, /password/i],
      [{ username: 42, email: 'a@b.test', password: '12345678' }, /username/i],
      [{ username: 'A', email: ['a@b.test'], password: '12345678' }, /email/i],
    ];
    for (const [body, field] of cases) {
      const res = await callRoute(createAccount, { body, ip: '10.201.0.1' });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.detail).toMatch(field);
    }
  });

  it('limits sign-ups per IP (10 an hour) with Retry-After', async () => {
    const ip = '10.202.0.1';
    for (let i = 0; i < 10; i++) {
      const res = await callRoute(createAccount, {
        body: { username: 'R', email: `rl${i}-${Date.now()}@example.test`, password: '12345678' },
        ip,
      });
      expect(res.status).toBe(201);
    }
    const res = await callRoute(createAccount, {
      body: { username: 'R', email: `rl-x-${Date.now()}@example.test`, password: '12345678' },
      ip,
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('POST /api/auth/verify-email', () => {
  it('rejects a wrong code, kills the code after 5 wrong tries, and accepts the right one before that', async () => {
    const u = await signUp();
    const code = lastCodeFor(u.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const url = (c: string) =>
      `/api/auth/verify-email?email=${encodeURIComponent(u.email)}&code=${c}`;
    for (let i = 0; i < 5; i++) {
      const res = await callRoute(verifyEmail, { path: url(wrong), method: 'POST', ip: u.ip });
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe('Invalid or expired code. Try again.');
    }
    const sixth = await callRoute(verifyEmail, { path: url(code), method: 'POST', ip: u.ip });
    expect(sixth.status).toBe(400);
    expect(sixth.body.detail).toBe('Invalid or expired code. Try again.');
  });

  it('accepts the right code once, then the user can log in', async () => {
    const u = await signUpVerified();
    const again = await callRoute(verifyEmail, {
      path: `/api/auth/verify-email?email=${encodeURIComponent(u.email)}&code=${lastCodeFor(u.email)}`,
      method: 'POST',
      ip: u.ip,
    });
    expect(again.status).toBe(400);
    expect((await logIn(u)).status).toBe(200);
  });

  it('rejects an expired code', async () => {
    const u = await signUp();
    const db = await prisma();
    await db.oneTimeCode.updateMany({
      where: { user: { email: u.email } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const res = await callRoute(verifyEmail, {
      path: `/api/auth/verify-email?email=${encodeURIComponent(u.email)}&code=${lastCodeFor(u.email)}`,
      method: 'POST',
      ip: u.ip,
    });
    expect(res.status).toBe(400);
  });

  it('answers 422 for a malformed code or missing email', async () => {
    expect(
      (
        await callRoute(verifyEmail, {
          path: '/api/auth/verify-email?email=a@b.test&code=12ab56',
          method: 'POST',
        })
      ).status,
    ).toBe(422);
    expect(
      (await callRoute(verifyEmail, { path: '/api/auth/verify-email?code=123456', method: 'POST' }))
        .status,
    ).toBe(422);
  });
});

describe('POST /api/auth/resend-verification-code', () => {
  it('sends a new code that replaces the old one, at most once a minute', async () => {
    const u = await signUp();
    const first = lastCodeFor(u.email);
    const path = `/api/auth/resend-verification-code?email=${encodeURIComponent(u.email)}`;
    const res = await callRoute(resend, { path, method: 'POST', ip: u.ip });
    expect(res).toMatchObject({
      status: 200,
      body: { message: 'Verification code resent successfully.' },
    });
    const second = lastCodeFor(u.email);
    const again = await callRoute(resend, { path, method: 'POST', ip: u.ip });
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBeTruthy();
    if (first !== second) {
      const old = await callRoute(verifyEmail, {
        path: `/api/auth/verify-email?email=${encodeURIComponent(u.email)}&code=${first}`,
        method: 'POST',
        ip: u.ip,
      });
      expect(old.status).toBe(400);
    }
    const ok = await callRoute(verifyEmail, {
      path: `/api/auth/verify-email?email=${encodeURIComponent(u.email)}&code=${second}`,
      method: 'POST',
      ip: u.ip,
    });
    expect(ok.status).toBe(200);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = devOutbox().length;
    const res = await callRoute(resend, {
      path: '/api/auth/resend-verification-code?email=nobody-here@example.test',
      method: 'POST',
    });
    expect(res).toMatchObject({
      status: 200,
      body: { message: 'Verification code resent successfully.' },
    });
    expect(devOutbox().length).toBe(before);
  });
});

describe('POST /api/auth/login', () => {
  it('answers the spec login shape', async () => {
    const u = await signUpVerified();
    const res = await logIn(u);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Account login successfully',
      token_type: 'bearer',
      data: { username: 'Ada', email: u.email, timezone: null, profile_picture: null },
    });
    expect(typeof res.body.access_token).toBe('string');
    expect(typeof res.body.refresh_token).toBe('string');
    expect(JSON.stringify(res.body)).not.toContain('argon2');
  });

  it('answers 401 for a wrong password and an unknown email, 403 + fresh code when unverified', async () => {
    const u = await signUpVerified();
    expect((await logIn({ ...u, password: 'wrong password' })).status).toBe(401);
    expect((await logIn({ ...u, email: 'ghost@example.test' })).status).toBe(401);
    const unverified = await signUp();
    const before = devOutbox().length;
    const res = await logIn(unverified);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('EMAIL_NOT_VERIFIED');
    expect(res.body.detail).toMatch(/verify your email/i);
    expect(devOutbox().length).toBe(before + 1);
  });

  it('limits failed passwords per (email, client) to 10 in 15 minutes; the owner, from a client that has not failed, still signs in', async () => {
    const u = await signUpVerified();
    for (let i = 0; i < 10; i++)
      expect((await logIn({ ...u, password: 'bad guess', ip: '10.203.0.1' })).status).toBe(401);
    // The stranger's client is locked, even with the right password.
    const stranger = await logIn({ ...u, ip: '10.203.0.1' });
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers.get('retry-after'))).toBeGreaterThan(0);
    // The owner's client has not failed: the right password works.
    expect((await logIn({ ...u, ip: '10.203.1.1' })).status).toBe(200);
    expect((await logIn({ ...u, ip: '10.203.1.1' })).status).toBe(200);
  });

  it('caps failed passwords per email from everywhere much higher (100 an hour)', async () => {
    const u = await signUpVerified();
    const db = await prisma();
    // 99 failures already counted from many clients (seeded: 99 argon2 checks would take minutes on CI).
    await db.rateLimitBucket.create({
      data: {
        key: `auth:loginEmail:${u.email}`,
        count: 99,
        resetAt: new Date(Date.now() + 3_600_000),
      },
    });
    expect((await logIn({ ...u, password: 'bad guess', ip: '10.203.2.1' })).status).toBe(401);
    expect((await logIn({ ...u, ip: '10.203.2.2' })).status).toBe(429);
  });

  it('limits attempts per IP (50 in 15 minutes)', async () => {
    for (let i = 0; i < 50; i++) {
      expect(
        (
          await callRoute(login, {
            body: { email: `x${i}@example.test`, password: 'whatever1' },
            ip: '10.204.0.1',
          })
        ).status,
      ).toBe(401);
    }
    expect(
      (
        await callRoute(login, {
          body: { email: 'y@example.test', password: 'whatever1' },
          ip: '10.204.0.1',
        })
      ).status,
    ).toBe(429);
  });

  it('answers 422 for wrong types', async () => {
    expect(
      (await callRoute(login, { body: { email: 'a@b.test', password: 12345678 } })).status,
    ).toBe(422);
    expect((await callRoute(login, { body: {} })).status).toBe(422);
  });
});

describe('refresh tokens', () => {
  it('rotate, and reusing a rotated token after the grace window revokes the whole family', async () => {
    const u = await signUpVerified();
    const first = (await logIn(u)).body;
    const second = await callRoute(refresh, { body: { refresh_token: first.refresh_token } });
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect(typeof second.body.access_token).toBe('string');
    const db = await prisma();
    await db.refreshToken.updateMany({
      where: { rotatedAt: { not: null }, user: { email: u.email } },
      data: { rotatedAt: new Date(Date.now() - 31_000) },
    });
    const reuse = await callRoute(refresh, { body: { refresh_token: first.refresh_token } });
    expect(reuse.status).toBe(401);
    // The legitimate newer token died with its family.
    expect(
      (await callRoute(refresh, { body: { refresh_token: second.body.refresh_token } })).status,
    ).toBe(401);
    // Another session of the same user is untouched.
    const other = (await logIn(u)).body;
    expect(
      (await callRoute(refresh, { body: { refresh_token: other.refresh_token } })).status,
    ).toBe(200);
  });

  it('a second tab may present the just-rotated token once within 30 s; a third presentation revokes the family', async () => {
    const u = await signUpVerified();
    const first = (await logIn(u)).body;
    const tabA = await callRoute(refresh, { body: { refresh_token: first.refresh_token } });
    const tabB = await callRoute(refresh, { body: { refresh_token: first.refresh_token } });
    expect([tabA.status, tabB.status]).toEqual([200, 200]);
    expect(tabB.body.refresh_token).not.toBe(tabA.body.refresh_token);
    // Both tabs carry on with their own successor.
    const tabA2 = await callRoute(refresh, { body: { refresh_token: tabA.body.refresh_token } });
    expect(tabA2.status).toBe(200);
    const third = await callRoute(refresh, { body: { refresh_token: first.refresh_token } });
    expect(third.status).toBe(401);
    expect(
      (await callRoute(refresh, { body: { refresh_token: tabA2.body.refresh_token } })).status,
    ).toBe(401);
    expect(
      (await callRoute(refresh, { body: { refresh_token: tabB.body.refresh_token } })).status,
    ).toBe(401);
  });

  it('a family ends 90 days after its first token, however often it rotated', async () => {
    const u = await signUpVerified();
    const first = (await logIn(u)).body;
    const db = await prisma();
    const day = 24 * 60 * 60 * 1000;
    await db.refreshToken.updateMany({
      where: { user: { email: u.email } },
      data: { familyStartedAt: new Date(Date.now() - 90 * day + 60_000) },
    });
    const rotated = await callRoute(refresh, { body: { refresh_token: first.refresh_token } });
    expect(rotated.status).toBe(200);
    // The successor inherits the family's start: it expires with the family, not 30 days on.
    const row = await db.refreshToken.findFirstOrThrow({
      where: { user: { email: u.email }, rotatedAt: null, revokedAt: null },
    });
    expect(row.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 60_000);
    await db.refreshToken.updateMany({
      where: { user: { email: u.email } },
      data: { familyStartedAt: new Date(Date.now() - 90 * day - 1000) },
    });
    const late = await callRoute(refresh, { body: { refresh_token: rotated.body.refresh_token } });
    expect(late).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
  });

  it('reject unknown, expired and missing tokens', async () => {
    expect((await callRoute(refresh, { body: { refresh_token: 'nope' } })).status).toBe(401);
    expect((await callRoute(refresh, { body: {} })).status).toBe(422);
    const u = await signUpVerified();
    const pair = (await logIn(u)).body;
    const db = await prisma();
    await db.refreshToken.updateMany({
      where: { user: { email: u.email } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await callRoute(refresh, { body: { refresh_token: pair.refresh_token } })).status).toBe(
      401,
    );
  });

  it('logout revokes the family', async () => {
    const u = await signUpVerified();
    const pair = (await logIn(u)).body;
    const rotated = (await callRoute(refresh, { body: { refresh_token: pair.refresh_token } }))
      .body;
    expect((await callRoute(logout, { body: { refresh_token: pair.refresh_token } })).status).toBe(
      200,
    );
    expect(
      (await callRoute(refresh, { body: { refresh_token: rotated.refresh_token } })).status,
    ).toBe(401);
    expect((await callRoute(logout, { body: { refresh_token: 'unknown' } })).status).toBe(200);
  });
});

describe('password reset', () => {
  async function resetCode(email: string) {
    const res = await callRoute(forgotPassword, { body: { email }, ip: '10.210.0.1' });
    expect(res).toMatchObject({
      status: 200,
      body: { message: 'Code sent successfully check your mail' },
    });
    return lastCodeFor(email);
  }

  it('forgot → verify code → reset with the reset token → old sessions dead, new password works', async () => {
    const u = await signUpVerified();
    const session = (await logIn(u)).body;
    const code = await resetCode(u.email);
    const verified = await callRoute(verifyResetCode, { body: { token: code, email: u.email } });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe(
      'Reset code verified successfully. You can now reset your password.',
    );
    const reset = await callRoute(resetPassword, {
      body: {
        email: u.email,
        new_password: 'brand new pass',
        reset_token: verified.body.reset_token,
      },
    });
    expect(reset).toMatchObject({
      status: 200,
      body: { message: 'Password Changed Successfully' },
    });
    expect(
      (await callRoute(refresh, { body: { refresh_token: session.refresh_token } })).status,
    ).toBe(401);
    expect((await logIn(u)).status).toBe(401);
    expect((await logIn({ ...u, password: 'brand new pass' })).status).toBe(200);
    // The reset token is single-use: the password it was bound to is gone.
    const replay = await callRoute(resetPassword, {
      body: {
        email: u.email,
        new_password: 'third pass 333',
        reset_token: verified.body.reset_token,
      },
    });
    expect(replay.status).toBe(400);
  });

  it('answers the same for unknown emails and mails nothing', async () => {
    const before = devOutbox().length;
    const res = await callRoute(forgotPassword, {
      body: { email: 'unknown-person@example.test' },
      ip: '10.211.0.1',
    });
    expect(res).toMatchObject({
      status: 200,
      body: { message: 'Code sent successfully check your mail' },
    });
    expect(devOutbox().length).toBe(before);
  });

  it('refuses a reset without a valid reset token: missing, forged, or another user’s', async () => {
    const u = await signUpVerified();
    const other = await signUpVerified();
    expect(
      (await callRoute(resetPassword, { body: { email: u.email, new_password: 'hijacked pass' } }))
        .status,
    ).toBe(422);
    expect(
      (
        await callRoute(resetPassword, {
          body: {
            email: u.email,
            new_password: 'hijacked pass',
            reset_token: 'forged.token.value',
          },
        })
      ).status,
    ).toBe(400);
    const otherToken = (
      await callRoute(verifyResetCode, {
        body: { token: await resetCode(other.email), email: other.email },
      })
    ).body.reset_token;
    const res = await callRoute(resetPassword, {
      body: { email: u.email, new_password: 'hijacked pass', reset_token: otherToken },
    });
    expect(res.status).toBe(400);
    expect((await logIn(u)).status).toBe(200);
  });

  it('rejects a wrong reset code and kills it after 5 tries', async () => {
    const u = await signUpVerified();
    const code = await resetCode(u.email);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++)
      expect(
        (await callRoute(verifyResetCode, { body: { token: wrong, email: u.email } })).status,
      ).toBe(400);
    expect(
      (await callRoute(verifyResetCode, { body: { token: code, email: u.email } })).status,
    ).toBe(400);
  });

  it('limits forgot-password per email', async () => {
    const u = await signUpVerified();
    for (let i = 0; i < 3; i++)
      expect(
        (await callRoute(forgotPassword, { body: { email: u.email }, ip: `10.212.0.${i}` })).status,
      ).toBe(200);
    expect(
      (await callRoute(forgotPassword, { body: { email: u.email }, ip: '10.212.1.1' })).status,
    ).toBe(429);
  });

  it('limits code checks per email', async () => {
    const u = await signUpVerified();
    await resetCode(u.email);
    for (let i = 0; i < 10; i++)
      await callRoute(verifyResetCode, { body: { token: '000001', email: u.email } });
    expect(
      (await callRoute(verifyResetCode, { body: { token: '000001', email: u.email } })).status,
    ).toBe(429);
  });
});

describe('POST /api/auth/add-timezone', () => {
  it('saves an IANA name or a listed code, and refuses anything else with 422', async () => {
    const user = await createUser({ timezone: null });
    const db = await prisma();
    const ok = await callRoute(addTimezone, { body: { timezone: 'WAT' }, token: user.token });
    expect(ok).toMatchObject({ status: 200, body: { message: 'Timezone saved successfully' } });
    expect((await db.user.findUnique({ where: { id: user.id } }))?.timezone).toBe('Africa/Lagos');
    expect(
      (await callRoute(addTimezone, { body: { timezone: 'Europe/Paris' }, token: user.token }))
        .status,
    ).toBe(200);
    expect((await db.user.findUnique({ where: { id: user.id } }))?.timezone).toBe('Europe/Paris');
    for (const timezone of ['Mars/Base', '', 42, null]) {
      const res = await callRoute(addTimezone, { body: { timezone }, token: user.token });
      expect(res.status).toBe(422);
      expect(res.body.detail).toMatch(/timezone/i);
    }
    expect((await callRoute(addTimezone, { body: { timezone: 'UTC' } })).status).toBe(401);
  });
});
