import 'server-only';
import { createHash } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { AppError } from '@/server/http/app-error';
import { secretKey } from '@/server/secrets/secret-key';

export const RESET_TOKEN_TTL_SECONDS = 15 * 60;
const AUDIENCE = 'pursuit-password-reset';
export const INVALID_RESET_TOKEN = 'Invalid or expired reset token. Request a new code.';

/** Binds the token to the current password: once it changes, every earlier reset token is dead. */
const fingerprint = (passwordHash: string | null) =>
  createHash('sha256')
    .update(passwordHash ?? 'no-password')
    .digest('base64url')
    .slice(0, 22);

/** Proof that the code step passed (docs/decisions/010): a short-lived JWT for one user and one password. */
export async function signResetToken(options: {
  userId: string;
  passwordHash: string | null;
}): Promise<string> {
  return new SignJWT({ pwf: fingerprint(options.passwordHash) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(options.userId)
    .setIssuer('pursuit')
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + RESET_TOKEN_TTL_SECONDS)
    .sign(secretKey());
}

/** Throws 400 unless the token was issued for this user and their password has not changed since. */
export async function requireResetToken(options: {
  token: string;
  userId: string;
  passwordHash: string | null;
}): Promise<void> {
  try {
    const { payload } = await jwtVerify(options.token, secretKey(), {
      issuer: 'pursuit',
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    if (payload.sub !== options.userId || payload.pwf !== fingerprint(options.passwordHash))
      throw new Error('mismatch');
  } catch {
    throw new AppError('BAD_REQUEST', INVALID_RESET_TOKEN);
  }
}
