import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { codeEmail } from '@/server/mail/code-email';
import { sendMail } from '@/server/mail/send-mail';
import { issueCode } from './one-time-code';
import { hashPassword } from './password';

export type CreateAccountInput = { username: string; email: string; password: string };

/** Registers an unverified account and emails its six-digit verification code. */
export async function createAccount(input: CreateAccountInput): Promise<{ message: string }> {
  const db = await prisma();
  const exists = await db.user.findUnique({ where: { email: input.email }, select: { id: true } });
  if (exists) throw new AppError('CONFLICT', 'An account with this email already exists.');
  const passwordHash = await hashPassword(input.password);
  // The unique index is the real guard against two sign-ups racing (P2002 → 409).
  const user = await db.user.create({
    data: { email: input.email, username: input.username, passwordHash },
  });
  const code = await issueCode({ userId: user.id, purpose: 'VERIFY_EMAIL' });
  await sendMail(codeEmail({ to: user.email, username: user.username, code, purpose: 'verify' }));
  return { message: 'Account created successfully. Check your email for the verification code.' };
}
