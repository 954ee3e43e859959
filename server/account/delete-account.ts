import 'server-only';
import { verifyPassword } from '@/server/auth/password';
import { prisma } from '@/server/db/client';
import { forgetSignedInUser } from '@/server/auth/forget-signed-in-user';
import { AppError } from '@/server/http/app-error';
import { consumeRateLimits } from '@/server/http/rate-limit';
import { destroyUserAvatars } from '@/server/storage/destroy-user-avatars';

/** A Google-only account may be deleted this long after a completed Google sign-in (ADR 055). */
export const GOOGLE_REAUTH_WINDOW_SECONDS = 10 * 60;
const ATTEMPTS = { limit: 5, windowSeconds: 15 * 60 };

export type DeleteAccountOptions = { userId: string; password?: string };

/** True when `key` names `subject` as one whole `:`/`|`-separated segment (never as a mere substring). */
const namesSubject = (key: string, subjects: string[]) =>
  key.split(/[:|]/).some((part) => subjects.includes(part));

/**
 * Deletes the user and everything they own, once they prove it is them: the password, or for a
 * Google-only account a Google sign-in in the last ten minutes. Cloudinary avatars go first (if
 * the image host fails nothing is deleted), then in one transaction the user row (every owned
 * table cascades) and the rate-limit rows that name their email or id. Access tokens die with the
 * row: at once on this instance, within 10 s on others (ADR 100).
 */
export async function deleteAccount(options: DeleteAccountOptions): Promise<{ message: string }> {
  const db = await prisma();
  const user = await db.user.findUnique({
    where: { id: options.userId },
    select: {
      id: true,
      email: true,
      passwordHash: true,
      googleSignedInAt: true,
      avatarPublicId: true,
    },
  });
  if (!user) throw new AppError('UNAUTHORIZED', 'Not authenticated');
  await consumeRateLimits([{ key: `account:delete:${user.id}`, ...ATTEMPTS }]);
  if (user.passwordHash) {
    if (!options.password)
      throw new AppError(
        'VALIDATION_ERROR',
        'password: enter your password to delete your account',
      );
    if (!(await verifyPassword(user.passwordHash, options.password))) {
      throw new AppError('FORBIDDEN', 'Incorrect password. Your account was not deleted.');
    }
  } else {
    const fresh =
      user.googleSignedInAt &&
      Date.now() - user.googleSignedInAt.getTime() < GOOGLE_REAUTH_WINDOW_SECONDS * 1000;
    if (!fresh)
      throw new AppError(
        'FORBIDDEN',
        'Sign in with Google again, then delete your account within 10 minutes.',
      );
  }
  await destroyUserAvatars({ userId: user.id, publicId: user.avatarPublicId });
  const subjects = [user.email.toLowerCase(), user.id];
  await db.$transaction(async (tx) => {
    const candidates = await tx.$queryRaw<{ key: string }[]>`
      SELECT key FROM rate_limit_buckets WHERE position(${subjects[0]} in key) > 0 OR position(${subjects[1]} in key) > 0`;
    const keys = candidates.map((row) => row.key).filter((key) => namesSubject(key, subjects));
    if (keys.length) await tx.rateLimitBucket.deleteMany({ where: { key: { in: keys } } });
    await tx.refreshToken.deleteMany({ where: { userId: user.id } });
    await tx.user.delete({ where: { id: user.id } });
  });
  forgetSignedInUser({ userId: options.userId });
  return { message: 'Account deleted successfully' };
}
