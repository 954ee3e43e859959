import 'server-only';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { signAccessToken } from './access-token';
import { forgetSignedInUser } from './forget-signed-in-user';

export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

export type TokenPair = { access_token: string; refresh_token: string; token_type: 'bearer' };

export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new access token and refresh token; the refresh token joins `familyId` or starts a family. */
export async function issueSession(options: { userId: string; familyId?: string }): Promise<TokenPair> {
  const refresh = randomBytes(32).toString('base64url');
  const db = await prisma();
  const familyId = options.familyId ?? randomUUID();
  await db.refreshToken.create({
    data: {
      userId: options.userId,
      tokenHash: hashRefreshToken(refresh),
      familyId,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
    },
  });
  // The access token names its family (`sid`): revoking the family ends it too (ADR 100).
  const access = await signAccessToken({ userId: options.userId, sessionId: familyId });
  return { access_token: access, refresh_token: refresh, token_type: 'bearer' };
}

const invalid = () => new AppError('UNAUTHORIZED', 'Invalid or expired refresh token');

/**
 * Rotates a refresh token: the presented one is spent and a new pair comes back in the same
 * family. Presenting a spent token again means it leaked: the whole family is revoked.
 */
export async function rotateSession(options: { refreshToken: string }): Promise<TokenPair> {
  const db = await prisma();
  const row = await db.refreshToken.findUnique({ where: { tokenHash: hashRefreshToken(options.refreshToken) } });
  if (!row || row.revokedAt || row.expiresAt <= new Date()) throw invalid();
  const spent = await db.refreshToken.updateMany({
    where: { id: row.id, rotatedAt: null, revokedAt: null },
    data: { rotatedAt: new Date() },
  });
  if (spent.count !== 1) {
    await db.refreshToken.updateMany({ where: { familyId: row.familyId, revokedAt: null }, data: { revokedAt: new Date() } });
    forgetSignedInUser({ userId: row.userId });
    throw invalid();
  }
  return issueSession({ userId: row.userId, familyId: row.familyId });
}

/** Logout: revokes the family of the presented refresh token (unknown tokens are ignored). */
export async function revokeSession(options: { refreshToken: string }): Promise<void> {
  const db = await prisma();
  const row = await db.refreshToken.findUnique({
    where: { tokenHash: hashRefreshToken(options.refreshToken) },
    select: { familyId: true, userId: true },
  });
  if (!row) return;
  await db.refreshToken.updateMany({ where: { familyId: row.familyId, revokedAt: null }, data: { revokedAt: new Date() } });
  forgetSignedInUser({ userId: row.userId });
}
