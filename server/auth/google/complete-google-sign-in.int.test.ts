import { describe, expect, it } from 'vitest';
import { POST as refresh } from '@/app/api/auth/refresh/route';
import { GET as readTemp } from '@/app/api/temp-store/[token]/route';
import { GET as profile } from '@/app/api/users/user-profile/route';
import { prisma } from '@/server/db/client';
import { devOutbox } from '@/server/mail/send-mail';
import { callRoute } from '@/test/call-route';
import { createUser } from '@/test/factories';
import { hashPassword } from '../password';
import { issueSession } from '../session-tokens';
import { completeGoogleSignIn } from './complete-google-sign-in';
import { HANDOFF_COOKIE } from './handoff-cookie';

const browser = 'binding-of-the-starting-browser';

async function exchange(url: string, cookie: string | null = `${HANDOFF_COOKIE}=${browser}`) {
  const params = new URL(url, 'http://x').searchParams;
  const res = await callRoute(readTemp, {
    params: { token: params.get('code') ?? '' },
    headers: cookie ? { cookie } : {},
  });
  return { res, hasTimezone: params.get('has_timezone') };
}

describe('completeGoogleSignIn', () => {
  it('creates a verified user without a time zone and hands the session over once', async () => {
    const url = await completeGoogleSignIn({
      sub: 'g-new-1',
      email: 'New.Person@Gmail.test',
      emailVerified: true,
      name: 'New Person',
      binding: browser,
    });
    expect(url).toMatch(/^\/auth-success\?code=[\w-]+&has_timezone=false$/);
    const { res } = await exchange(url, `other=1; ${HANDOFF_COOKIE}=${browser}`);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      username: 'New Person',
      email: 'new.person@gmail.test',
      profile_picture: null,
    });
    const me = await callRoute(profile, { token: res.body.access_token });
    expect(me.body.data.email).toBe('new.person@gmail.test');
    expect((await exchange(url)).res.status).toBe(404);
    // Same Google account again: same user.
    const again = await exchange(
      await completeGoogleSignIn({
        sub: 'g-new-1',
        email: 'new.person@gmail.test',
        emailVerified: true,
        binding: browser,
      }),
    );
    expect(again.res.body.user.id).toBe(res.body.user.id);
  });

  it('links to an existing verified account by email, signs its other sessions out and emails its owner', async () => {
    const user = await createUser({ email: 'linked@example.test', timezone: 'Asia/Tokyo' });
    const before = await issueSession({ userId: user.id });
    const other = await createUser();
    const otherSession = await issueSession({ userId: other.id });
    const { res, hasTimezone } = await exchange(
      await completeGoogleSignIn({
        sub: 'g-link',
        email: 'LINKED@example.test',
        emailVerified: true,
        binding: browser,
      }),
    );
    expect(res.body.user.id).toBe(user.id);
    expect(hasTimezone).toBe('true');
    expect(
      (await callRoute(refresh, { body: { refresh_token: before.refresh_token } })).status,
    ).toBe(401);
    expect(
      (await callRoute(refresh, { body: { refresh_token: res.body.refresh_token } })).status,
    ).toBe(200);
    expect(
      (await callRoute(refresh, { body: { refresh_token: otherSession.refresh_token } })).status,
    ).toBe(200);
    const notice = devOutbox().filter((m) => m.to === 'linked@example.test');
    expect(notice).toHaveLength(1);
    expect(notice[0]?.subject).toBe('Google sign-in was linked to your Pursuit account');
    expect(notice[0]?.text).toMatch(/every other session was signed out/);
    // Signing in again with the linked Google account is not a new link: no second email.
    await completeGoogleSignIn({
      sub: 'g-link',
      email: 'linked@example.test',
      emailVerified: true,
      binding: browser,
    });
    expect(devOutbox().filter((m) => m.to === 'linked@example.test')).toHaveLength(1);
  });

  it('refuses the hand-off in a browser without the starting browser’s cookie, and leaves it for that browser', async () => {
    const url = await completeGoogleSignIn({
      sub: 'g-attacker',
      email: 'attacker@example.test',
      emailVerified: true,
      binding: browser,
    });
    const victim = await exchange(url, null);
    expect(victim.res).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN', detail: expect.stringMatching(/another browser/) },
    });
    const wrong = await exchange(url, `${HANDOFF_COOKIE}=someone-elses-cookie`);
    expect(wrong.res.status).toBe(403);
    expect((await exchange(url)).res.status).toBe(200);
    // A callback that arrives without the cookie never creates a hand-off at all.
    await expect(
      completeGoogleSignIn({
        sub: 'g-attacker',
        email: 'attacker@example.test',
        emailVerified: true,
        binding: undefined,
      }),
    ).rejects.toThrow(/browser that started/);
  });

  it('takes an unverified account away from whoever set its password (pre-hijack defence)', async () => {
    const db = await prisma();
    const squatter = await db.user.create({
      data: {
        email: 'victim@example.test',
        username: 'x',
        passwordHash: await hashPassword('attacker-pass'),
      },
    });
    await completeGoogleSignIn({
      sub: 'g-victim',
      email: 'victim@example.test',
      emailVerified: true,
      binding: browser,
    });
    const row = await db.user.findUnique({ where: { id: squatter.id } });
    expect(row?.passwordHash).toBeNull();
    expect(row?.emailVerifiedAt).not.toBeNull();
    expect(row?.googleSignedInAt).not.toBeNull();
  });

  it('refuses an unverified Google email', async () => {
    await expect(
      completeGoogleSignIn({
        sub: 'g-unverified',
        email: 'u@example.test',
        emailVerified: false,
        binding: browser,
      }),
    ).rejects.toThrow(/confirm/);
  });
});
