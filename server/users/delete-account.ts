import 'server-only';
import { prisma } from '@/server/db/client';
import { forgetSignedInUser } from '@/server/auth/forget-signed-in-user';

/**
 * Deletes the user and everything they own in one transaction: refresh tokens, codes,
 * applications, events, resumes, hand-offs and uploads (foreign keys cascade). Access tokens
 * die with the row: at once on this instance, within 10 s on others (ADR 100).
 */
export async function deleteAccount(options: { userId: string }): Promise<{ message: string }> {
  const db = await prisma();
  await db.$transaction(async (tx) => {
    await tx.refreshToken.deleteMany({ where: { userId: options.userId } });
    await tx.user.delete({ where: { id: options.userId } });
  });
  forgetSignedInUser({ userId: options.userId });
  return { message: 'Account deleted successfully' };
}
