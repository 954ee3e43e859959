import 'server-only';
import { createHash } from 'node:crypto';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { log } from '@/server/log';
import { googleLinkedEmail } from '@/server/mail/google-linked-email';
import { sendMail } from '@/server/mail/send-mail';
import { createTempEntry } from '@/server/storage/create-temp-entry';
import { toUserDto, userDtoSelect } from '@/server/auth/user-dto';
import { issueSession } from '../session-tokens';
import { forgetSignedInUser } from '@/server/auth/forget-signed-in-user';

export type GoogleIdentity = {
  sub: string;
  email: string | null | undefined;
  emailVerified: boolean;
  name?: string | null;
  /** The handoff cookie of the browser that started the flow; the hand-off is readable only with it. */
  binding: string | undefined;
};

/**
 * Finds or creates the user behind a verified Google identity (linking by verified email), starts
 * a session and parks it in the temp store, bound to the starting browser; the answer is the
 * /auth-success URL to go to. Linking signs the account out everywhere else and emails its owner.
 */
export async function completeGoogleSignIn(identity: GoogleIdentity): Promise<string> {
  const email = identity.email?.trim().toLowerCase();
  if (!identity.sub) throw new AppError('UNAUTHORIZED', 'Google did not identify the account');
  if (!identity.binding)
    throw new AppError('FORBIDDEN', 'Google sign-in must finish in the browser that started it');
  const db = await prisma();
  const now = new Date();
  let user = await db.user.findUnique({
    where: { googleSub: identity.sub },
    select: userDtoSelect,
  });
  if (user) {
    await db.user.update({ where: { id: user.id }, data: { googleSignedInAt: now } });
  } else {
    if (!email || !identity.emailVerified)
      throw new AppError('FORBIDDEN', 'Google did not confirm this email address');
    const existing = await db.user.findUnique({
      where: { email },
      select: { id: true, emailVerifiedAt: true },
    });
    if (existing) {
      user = await db.$transaction(async (tx) => {
        // Whoever held a session before the link may not keep it: the owner signs in again.
        await tx.refreshToken.updateMany({
          where: { userId: existing.id, revokedAt: null },
          data: { revokedAt: now },
        });
        return tx.user.update({
          where: { id: existing.id },
          data: {
            googleSub: identity.sub,
            googleSignedInAt: now,
            // An unverified account was never proven to belong to this mailbox: whoever set its
            // password loses it (account pre-hijacking), and Google's proof verifies the address.
            ...(existing.emailVerifiedAt ? {} : { emailVerifiedAt: now, passwordHash: null }),
          },
          select: userDtoSelect,
        });
      });
      forgetSignedInUser({ userId: existing.id });
      await sendMail(googleLinkedEmail({ to: user.email, username: user.username })).catch(
        (error: unknown) => log.warn({ err: error }, 'google link notice not sent'),
      );
    } else {
      const username = identity.name?.trim().slice(0, 100) || email.split('@')[0] || 'Pursuit user';
      user = await db.user.create({
        data: {
          email,
          username,
          googleSub: identity.sub,
          emailVerifiedAt: now,
          googleSignedInAt: now,
        },
        select: userDtoSelect,
      });
    }
  }
  const tokens = await issueSession({ userId: user.id });
  const dto = toUserDto(user);
  const code = await createTempEntry({
    kind: 'AUTH',
    userId: user.id,
    bindingHash: createHash('sha256').update(identity.binding).digest('hex'),
    payload: {
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
      token_type: tokens.token_type,
      user: {
        id: dto.id,
        username: dto.username,
        email: dto.email,
        profile_picture: dto.profile_picture,
      },
    },
  });
  return `/auth-success?${new URLSearchParams({ code, has_timezone: String(Boolean(user.timezone)) })}`;
}
