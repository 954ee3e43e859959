import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import { AppError } from '@/server/http/app-error';
import { secretKey } from '@/server/secrets/secret-key';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'pursuit';
const AUDIENCE = 'pursuit-api';

export type AccessTokenClaims = {
  userId: string;
  /** The session (refresh-token family) the token was issued for; absent only on tokens signed outside a session (tests). */
  sessionId?: string;
  /** Issue time, seconds since the epoch. */
  issuedAt: number;
};

/** A signed 15-minute access token for the user, bound to its session (`sid`, the refresh-token family). */
export async function signAccessToken(options: {
  userId: string;
  sessionId?: string;
  ttlSeconds?: number;
}): Promise<string> {
  return new SignJWT(options.sessionId ? { sid: options.sessionId } : {})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(options.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(
      Math.floor(Date.now() / 1000) + (options.ttlSeconds ?? ACCESS_TOKEN_TTL_SECONDS),
    )
    .sign(secretKey());
}

type Payload = {
  sub?: unknown;
  sid?: unknown;
  iss?: unknown;
  aud?: unknown;
  exp?: unknown;
  nbf?: unknown;
  iat?: unknown;
};

/** Compact JWS HS256 check with node:crypto (synchronous; WebCrypto's async HMAC cost ~7% of the API's CPU, ADR 100). */
function verifyHs256(token: string, key: Uint8Array): Payload {
  const parts = token.split('.');
  if (parts.length !== 3) throw new Error('not a compact JWS');
  const [head, body, signature] = parts as [string, string, string];
  const header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as {
    alg?: unknown;
    crit?: unknown;
  };
  if (header.alg !== 'HS256' || header.crit !== undefined) throw new Error('unexpected header');
  const expected = createHmac('sha256', key).update(`${head}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new Error('bad signature');
  const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    throw new Error('payload is not an object');
  return payload as Payload;
}

/** The claims of a valid access token; anything else (expired, tampered, wrong kind) is a 401. */
export async function verifyAccessToken(token: string): Promise<AccessTokenClaims> {
  try {
    const payload = verifyHs256(token, secretKey());
    const now = Math.floor(Date.now() / 1000);
    const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    if (payload.iss !== ISSUER || !audiences.includes(AUDIENCE))
      throw new Error('wrong issuer or audience');
    if (typeof payload.exp !== 'number' || payload.exp <= now) throw new Error('expired');
    if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > now))
      throw new Error('not yet valid');
    if (payload.iat !== undefined && typeof payload.iat !== 'number') throw new Error('bad iat');
    if (typeof payload.sub !== 'string' || !payload.sub) throw new Error('no subject');
    const sid = typeof payload.sid === 'string' ? payload.sid : undefined;
    return { userId: payload.sub, sessionId: sid, issuedAt: payload.iat ?? 0 };
  } catch {
    throw new AppError('UNAUTHORIZED', 'Invalid or expired access token');
  }
}
