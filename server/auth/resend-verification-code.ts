import 'server-only';
import { prisma } from '@/server/db/client';
import { codeEmail } from '@/server/mail/code-email';
import { sendMail } from '@/server/mail/send-mail';
import { issueCode } from './one-time-code';

/** Emails a fresh verification code to an unverified account; answers the same for any email. */
export async function resendVerificationCode(input: {
  email: string;
}): Promise<{ message: string }> {
  const db = await prisma();
  const user = await db.user.findUnique({
    where: { email: input.email },
    select: { id: true, username: true, email: true, emailVerifiedAt: true },
  });
  if (user && !user.emailVerifiedAt) {
    const code = await issueCode({ userId: user.id, purpose: 'VERIFY_EMAIL' });
    await sendMail(codeEmail({ to: user.email, username: user.username, code, purpose: 'verify' }));
  }
  return { message: 'Verification code resent successfully.' };
}
