import 'server-only';
import { prisma } from '@/server/db/client';
import { codeEmail } from '@/server/mail/code-email';
import { sendMail } from '@/server/mail/send-mail';
import { log } from '@/server/log';
import { issueCode } from './one-time-code';

/** Emails a reset code to a known email; the answer is the same whether the email is known or not. */
export async function forgotPassword(input: { email: string }): Promise<{ message: string }> {
  const db = await prisma();
  const user = await db.user.findUnique({
    where: { email: input.email },
    select: { id: true, username: true, email: true },
  });
  if (user) {
    const code = await issueCode({ userId: user.id, purpose: 'RESET_PASSWORD' });
    // Not awaited: a slow mail server must not make known emails answer slower than unknown ones.
    sendMail(codeEmail({ to: user.email, username: user.username, code, purpose: 'reset' })).catch(
      (err: unknown) => log.error({ err }, 'password reset email failed'),
    );
  }
  return { message: 'Code sent successfully check your mail' };
}
