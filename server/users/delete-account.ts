import 'server-only';
import { prisma } from '@/server/db/client';

/**
 * Deletes the user and everything they own in one transaction: refresh tokens, codes,
 * applications, events, resumes, hand-offs and uploads (foreign keys cascade). Access tokens
 * die with the row, since every request looks the user up.
 */
export async function deleteAccount(options: { userId: string }): Promise<{ message: string }> {
  const db = await prisma();
  await db.$transaction(async (tx) => {
    await tx.refreshToken.deleteMany({ where: { userId: options.userId } });
    await tx.user.delete({ where: { id: options.userId } });
  });
  return { message: 'Account deleted successfully' };
}
