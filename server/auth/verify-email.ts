import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { consumeCode, INVALID_CODE } from './one-time-code';

/** Marks the email verified when the code is the user's live verification code. */
export async function verifyEmail(input: {
  email: string;
  code: string;
}): Promise<{ message: string }> {
  const db = await prisma();
  const user = await db.user.findUnique({
    where: { email: input.email },
    select: { id: true, emailVerifiedAt: true },
  });
  if (!user || user.emailVerifiedAt) throw new AppError('BAD_REQUEST', INVALID_CODE);
  await consumeCode({ userId: user.id, purpose: 'VERIFY_EMAIL', code: input.code });
  await db.user.update({ where: { id: user.id }, data: { emailVerifiedAt: new Date() } });
  return { message: 'Email verified successfully' };
}
