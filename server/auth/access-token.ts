import 'server-only';
import { SignJWT, jwtVerify } from 'jose';
import { AppError } from '@/server/http/app-error';
import { secretKey } from './secret-key';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'pursuit';
const AUDIENCE = 'pursuit-api';

/** A signed 15-minute access token for the user. */
export async function signAccessToken(options: { userId: string; ttlSeconds?: number }): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(options.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + (options.ttlSeconds ?? ACCESS_TOKEN_TTL_SECONDS))
    .sign(secretKey());
}

/** The user id of a valid access token; anything else (expired, tampered, wrong kind) is a 401. */
export async function verifyAccessToken(token: string): Promise<{ userId: string }> {
  try {
    const { payload } = await jwtVerify(token, secretKey(), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    if (!payload.sub) throw new Error('no subject');
    return { userId: payload.sub };
  } catch {
    throw new AppError('UNAUTHORIZED', 'Invalid or expired access token');
  }
}
