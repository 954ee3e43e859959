import 'server-only';
import type { LoginResponse } from '@/lib/contracts/account-answers';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { codeEmail } from '@/server/mail/code-email';
import { sendMail } from '@/server/mail/send-mail';
import { toUserDto, userDtoSelect } from '@/server/auth/user-dto';
import { recordFailedLogin, requireLoginAllowed } from './login-failures';
import { issueCode } from './one-time-code';
import { verifyPassword } from './password';
import { issueSession } from './session-tokens';

/** Email + password login from `client` (its rate-limit address); an unverified account gets a fresh code and a 403. */
export async function login(input: {
  email: string;
  password: string;
  client: string;
}): Promise<LoginResponse> {
  await requireLoginAllowed({ email: input.email, client: input.client });
  const db = await prisma();
  const user = await db.user.findUnique({
    where: { email: input.email },
    select: { ...userDtoSelect, passwordHash: true, emailVerifiedAt: true },
  });
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) {
    await recordFailedLogin({ email: input.email, client: input.client });
    throw new AppError('UNAUTHORIZED', 'Invalid email or password');
  }
  if (!user.emailVerifiedAt) {
    const code = await issueCode({ userId: user.id, purpose: 'VERIFY_EMAIL' });
    await sendMail(codeEmail({ to: user.email, username: user.username, code, purpose: 'verify' }));
    throw new AppError(
      'EMAIL_NOT_VERIFIED',
      'Please verify your email first. We sent a new verification code to your email.',
    );
  }
  const tokens = await issueSession({ userId: user.id });
  return { message: 'Account login successfully', ...tokens, data: toUserDto(user) };
}
