import { describe, expect, it } from 'vitest';
import { GET as readTemp } from '@/app/api/temp-store/[token]/route';
import { GET as profile } from '@/app/api/users/user-profile/route';
import { prisma } from '@/server/db/client';
import { callRoute } from '@/test/call-route';
import { createUser } from '@/test/factories';
import { hashPassword } from '../password';
import { completeGoogleSignIn } from './complete-google-sign-in';

async function exchange(url: string) {
  const params = new URL(url, 'http://x').searchParams;
  const res = await callRoute(readTemp, { params: { token: params.get('code') ?? '' } });
  return { res, hasTimezone: params.get('has_timezone') };
}

describe('completeGoogleSignIn', () => {
  it('creates a verified user without a time zone and hands the session over once', async () => {
    const url = await completeGoogleSignIn({ sub: 'g-new-1', email: 'New.Person@Gmail.test', emailVerified: true, name: 'New Person' });
    expect(url).toMatch(/^\/auth-success\?code=[\w-]+&has_timezone=false$/);
    const { res } = await exchange(url);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ username: 'New Person', email: 'new.person@gmail.test', profile_picture: null });
    const me = await callRoute(profile, { token: res.body.access_token });
    expect(me.body.data.email).toBe('new.person@gmail.test');
    expect((await exchange(url)).res.status).toBe(404);
    // Same Google account again: same user.
    const again = await exchange(await completeGoogleSignIn({ sub: 'g-new-1', email: 'new.person@gmail.test', emailVerified: true }));
    expect(again.res.body.user.id).toBe(res.body.user.id);
  });

  it('links to an existing verified account by email and reports its time zone', async () => {
    const user = await createUser({ email: 'linked@example.test', timezone: 'Asia/Tokyo' });
    const { res, hasTimezone } = await exchange(await completeGoogleSignIn({ sub: 'g-link', email: 'LINKED@example.test', emailVerified: true }));
    expect(res.body.user.id).toBe(user.id);
    expect(hasTimezone).toBe('true');
  });

  it('takes an unverified account away from whoever set its password (pre-hijack defence)', async () => {
    const db = await prisma();
    const squatter = await db.user.create({ data: { email: 'victim@example.test', username: 'x', passwordHash: await hashPassword('attacker-pass') } });
    await completeGoogleSignIn({ sub: 'g-victim', email: 'victim@example.test', emailVerified: true });
    const row = await db.user.findUnique({ where: { id: squatter.id } });
    expect(row?.passwordHash).toBeNull();
    expect(row?.emailVerifiedAt).not.toBeNull();
  });

  it('refuses an unverified Google email', async () => {
    await expect(completeGoogleSignIn({ sub: 'g-unverified', email: 'u@example.test', emailVerified: false })).rejects.toThrow(/confirm/);
  });
});
