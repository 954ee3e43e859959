import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { forgetSignedInUser } from './forget-signed-in-user';
import { hashPassword } from './password';
import { INVALID_RESET_TOKEN, requireResetToken } from './reset-token';

/** Sets a new password with a reset token from the code step, and signs every session out. */
export async function resetPassword(input: {
  email: string;
  newPassword: string;
  resetToken: string;
}): Promise<{ message: string }> {
  const db = await prisma();
  const user = await db.user.findUnique({
    where: { email: input.email },
    select: { id: true, passwordHash: true },
  });
  if (!user) throw new AppError('BAD_REQUEST', INVALID_RESET_TOKEN);
  await requireResetToken({
    token: input.resetToken,
    userId: user.id,
    passwordHash: user.passwordHash,
  });
  const passwordHash = await hashPassword(input.newPassword);
  const now = new Date();
  await db.$transaction(async (tx) => {
    // Conditional on the old hash so two uses of one token cannot both win.
    const updated = await tx.user.updateMany({
      where: { id: user.id, passwordHash: user.passwordHash },
      data: { passwordHash },
    });
    if (updated.count !== 1) throw new AppError('BAD_REQUEST', INVALID_RESET_TOKEN);
    // The code reached this mailbox, so the address is proven.
    await tx.user.updateMany({
      where: { id: user.id, emailVerifiedAt: null },
      data: { emailVerifiedAt: now },
    });
    await tx.refreshToken.updateMany({
      where: { userId: user.id, revokedAt: null },
      data: { revokedAt: now },
    });
  });
  forgetSignedInUser({ userId: user.id });
  return { message: 'Password Changed Successfully' };
}
