import 'server-only';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { signAccessToken } from './access-token';
import { forgetSignedInUser } from './forget-signed-in-user';

export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** How long after a rotation the spent token may be presented once more (a second tab racing the first). */
export const REFRESH_GRACE_SECONDS = 30;
/** No family outlives this, however often it rotates: then the person signs in again. */
export const REFRESH_FAMILY_LIFETIME_SECONDS = 90 * 24 * 60 * 60;

export type TokenPair = { access_token: string; refresh_token: string; token_type: 'bearer' };

export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

type Family = { familyId: string; familyStartedAt: Date };

/** A new access token and refresh token; the refresh token joins `family` or starts one. */
export async function issueSession(options: {
  userId: string;
  family?: Family;
}): Promise<TokenPair> {
  const refresh = randomBytes(32).toString('base64url');
  const db = await prisma();
  const familyStartedAt = options.family?.familyStartedAt ?? new Date();
  const familyEnd = familyStartedAt.getTime() + REFRESH_FAMILY_LIFETIME_SECONDS * 1000;
  const familyId = options.family?.familyId ?? randomUUID();
  await db.refreshToken.create({
    data: {
      userId: options.userId,
      tokenHash: hashRefreshToken(refresh),
      familyId,
      familyStartedAt,
      expiresAt: new Date(Math.min(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000, familyEnd)),
    },
  });
  // The access token names its family (`sid`): revoking the family ends it too (ADR 100).
  const access = await signAccessToken({ userId: options.userId, sessionId: familyId });
  return { access_token: access, refresh_token: refresh, token_type: 'bearer' };
}

const invalid = () => new AppError('UNAUTHORIZED', 'Invalid or expired refresh token');

/**
 * Rotates a refresh token: the presented one is spent and a new pair comes back in the same
 * family. A spent token presented again within REFRESH_GRACE_SECONDS of its rotation is honoured
 * once (two tabs refreshing together); any other reuse means it leaked: the family is revoked.
 */
export async function rotateSession(options: { refreshToken: string }): Promise<TokenPair> {
  const db = await prisma();
  const row = await db.refreshToken.findUnique({
    where: { tokenHash: hashRefreshToken(options.refreshToken) },
  });
  const now = new Date();
  if (!row || row.revokedAt || row.expiresAt <= now) throw invalid();
  if (row.familyStartedAt.getTime() + REFRESH_FAMILY_LIFETIME_SECONDS * 1000 <= now.getTime())
    throw invalid();
  const family = { familyId: row.familyId, familyStartedAt: row.familyStartedAt };
  const spent = await db.refreshToken.updateMany({
    where: { id: row.id, rotatedAt: null, revokedAt: null },
    data: { rotatedAt: now },
  });
  if (spent.count === 1) return issueSession({ userId: row.userId, family });
  // Already rotated: the one grace presentation is claimed atomically, like the rotation itself.
  const graceFrom = new Date(now.getTime() - REFRESH_GRACE_SECONDS * 1000);
  const grace = await db.refreshToken.updateMany({
    where: { id: row.id, revokedAt: null, graceUsedAt: null, rotatedAt: { gt: graceFrom } },
    data: { graceUsedAt: now },
  });
  if (grace.count === 1) return issueSession({ userId: row.userId, family });
  await db.refreshToken.updateMany({
    where: { familyId: row.familyId, revokedAt: null },
    data: { revokedAt: now },
  });
  forgetSignedInUser({ userId: row.userId });
  throw invalid();
}

/** Logout: revokes the family of the presented refresh token (unknown tokens are ignored). */
export async function revokeSession(options: { refreshToken: string }): Promise<void> {
  const db = await prisma();
  const row = await db.refreshToken.findUnique({
    where: { tokenHash: hashRefreshToken(options.refreshToken) },
    select: { familyId: true, userId: true },
  });
  if (!row) return;
  await db.refreshToken.updateMany({
    where: { familyId: row.familyId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  forgetSignedInUser({ userId: row.userId });
}
