import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { consumeCode, INVALID_CODE } from './one-time-code';
import { signResetToken } from './reset-token';

/** Checks the emailed reset code and answers the reset token that /reset-password needs. */
export async function verifyResetCode(input: {
  email: string;
  code: string;
}): Promise<{ message: string; reset_token: string }> {
  const db = await prisma();
  const user = await db.user.findUnique({
    where: { email: input.email },
    select: { id: true, passwordHash: true },
  });
  if (!user) throw new AppError('BAD_REQUEST', INVALID_CODE);
  await consumeCode({ userId: user.id, purpose: 'RESET_PASSWORD', code: input.code });
  return {
    message: 'Reset code verified successfully. You can now reset your password.',
    reset_token: await signResetToken({ userId: user.id, passwordHash: user.passwordHash }),
  };
}
