import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { createTempEntry } from '@/server/storage/create-temp-entry';
import { toUserDto, userDtoSelect } from '@/server/users/user-dto';
import { issueSession } from '../session-tokens';

export type GoogleIdentity = { sub: string; email: string | null | undefined; emailVerified: boolean; name?: string | null };

/**
 * Finds or creates the user behind a verified Google identity (linking by verified email), starts
 * a session and parks it in the temp store; the answer is the /auth-success URL to go to.
 */
export async function completeGoogleSignIn(identity: GoogleIdentity): Promise<string> {
  const email = identity.email?.trim().toLowerCase();
  if (!identity.sub) throw new AppError('UNAUTHORIZED', 'Google did not identify the account');
  const db = await prisma();
  let user = await db.user.findUnique({ where: { googleSub: identity.sub }, select: userDtoSelect });
  if (!user) {
    if (!email || !identity.emailVerified) throw new AppError('FORBIDDEN', 'Google did not confirm this email address');
    const existing = await db.user.findUnique({ where: { email }, select: { id: true, emailVerifiedAt: true } });
    if (existing) {
      user = await db.user.update({
        where: { id: existing.id },
        data: {
          googleSub: identity.sub,
          // An unverified account was never proven to belong to this mailbox: whoever set its
          // password loses it (account pre-hijacking), and Google's proof verifies the address.
          ...(existing.emailVerifiedAt ? {} : { emailVerifiedAt: new Date(), passwordHash: null }),
        },
        select: userDtoSelect,
      });
    } else {
      const username = identity.name?.trim().slice(0, 100) || email.split('@')[0] || 'Pursuit user';
      user = await db.user.create({
        data: { email, username, googleSub: identity.sub, emailVerifiedAt: new Date() },
        select: userDtoSelect,
      });
    }
  }
  const tokens = await issueSession({ userId: user.id });
  const dto = toUserDto(user);
  const code = await createTempEntry({
    kind: 'AUTH',
    userId: user.id,
    payload: {
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
      token_type: tokens.token_type,
      user: { id: dto.id, username: dto.username, email: dto.email, profile_picture: dto.profile_picture },
    },
  });
  return `/auth-success?${new URLSearchParams({ code, has_timezone: String(Boolean(user.timezone)) })}`;
}
