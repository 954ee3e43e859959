import 'server-only';
import { SignJWT, jwtVerify } from 'jose';
import { AppError } from '@/server/http/app-error';
import { secretKey } from './secret-key';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'pursuit';
const AUDIENCE = 'pursuit-api';
const VERIFY_OPTIONS = { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] };

export type AccessTokenClaims = {
  userId: string;
  /** The session (refresh-token family) the token was issued for; absent only on tokens signed outside a session (tests). */
  sessionId?: string;
  /** Issue time, seconds since the epoch. */
  issuedAt: number;
};

/** A signed 15-minute access token for the user, bound to its session (`sid`, the refresh-token family). */
export async function signAccessToken(options: { userId: string; sessionId?: string; ttlSeconds?: number }): Promise<string> {
  return new SignJWT(options.sessionId ? { sid: options.sessionId } : {})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(options.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + (options.ttlSeconds ?? ACCESS_TOKEN_TTL_SECONDS))
    .sign(secretKey());
}

/** The claims of a valid access token; anything else (expired, tampered, wrong kind) is a 401. */
export async function verifyAccessToken(token: string): Promise<AccessTokenClaims> {
  try {
    const { payload } = await jwtVerify(token, secretKey(), VERIFY_OPTIONS);
    if (!payload.sub) throw new Error('no subject');
    const sid = typeof payload.sid === 'string' ? payload.sid : undefined;
    return { userId: payload.sub, sessionId: sid, issuedAt: payload.iat ?? 0 };
  } catch {
    throw new AppError('UNAUTHORIZED', 'Invalid or expired access token');
  }
}
