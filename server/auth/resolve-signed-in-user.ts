import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { AccessTokenClaims } from './access-token';
import {
  SIGNED_IN_USER_MAX_ENTRIES,
  SIGNED_IN_USER_TTL_MS,
  signedInUsers,
  type AuthUser,
  type SignedInUserEntry,
} from './signed-in-users';

type UserRow = {
  id: string;
  email: string;
  username: string;
  timezone: string | null;
  profile_picture: string | null;
  sessions: string[] | null;
};

// A session whose token is older than the read by less than this may be newer than the read
// (clock skew between instances): read again rather than refuse it.
const SKEW_MS = 2_000;
// A token of a session the last read did not list triggers a new read at most this often.
const RECHECK_MS = 1_000;

/** One round trip: the user and its live sessions (families with a refresh token neither revoked nor expired). */
async function read(userId: string): Promise<SignedInUserEntry> {
  const db = await prisma();
  const fetchedAt = Date.now();
  const rows = await db.$queryRaw<UserRow[]>`
    SELECT u.id, u.email, u.username, u.timezone, u.profile_picture,
           ARRAY(SELECT DISTINCT t.family_id FROM refresh_tokens t
                 WHERE t.user_id = u.id AND t.revoked_at IS NULL AND t.expires_at > now()) AS sessions
    FROM users u WHERE u.id = ${userId}`;
  const row = rows[0];
  const user: AuthUser | null = row
    ? {
        id: row.id,
        email: row.email,
        username: row.username,
        timezone: row.timezone,
        profilePicture: row.profile_picture,
      }
    : null;
  return { fetchedAt, user, liveSessions: new Set(row?.sessions ?? []) };
}

/** The last read of a user, reading again when it is older than the TTL (concurrent callers share one read). */
async function entryFor(userId: string, force: boolean): Promise<SignedInUserEntry> {
  const cache = signedInUsers();
  const held = cache.get(userId);
  if (held instanceof Promise) return held;
  if (held && !force && Date.now() - held.fetchedAt < SIGNED_IN_USER_TTL_MS) return held;
  const pending = read(userId).then(
    (entry) => {
      if (cache.get(userId) === pending) {
        cache.delete(userId); // re-inserted last: the map stays ordered by read time
        cache.set(userId, entry);
      }
      return entry;
    },
    (error: unknown) => {
      if (cache.get(userId) === pending) cache.delete(userId);
      throw error;
    },
  );
  cache.delete(userId);
  cache.set(userId, pending);
  if (cache.size > SIGNED_IN_USER_MAX_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return pending;
}

/**
 * The user behind verified access-token claims, or a 401 when the user is gone or the token's
 * session was revoked. Reads the database at most once per user per SIGNED_IN_USER_TTL_MS, so a
 * signed-in request usually costs no query for authentication (ADR 100).
 */
export async function resolveSignedInUser(claims: AccessTokenClaims): Promise<AuthUser> {
  let entry = await entryFor(claims.userId, false);
  const { sessionId } = claims;
  // A session the read did not list: revoked, or started after the read (a new sign-in). Read
  // again (twice at most: the first may join a read already in flight from before the sign-in).
  for (
    let attempt = 0;
    attempt < 2 && entry.user && sessionId && !entry.liveSessions.has(sessionId);
    attempt++
  ) {
    const newerThanRead = claims.issuedAt * 1000 + SKEW_MS >= entry.fetchedAt;
    if (!newerThanRead && Date.now() - entry.fetchedAt < RECHECK_MS) break;
    entry = await entryFor(claims.userId, true);
  }
  if (!entry.user) throw new AppError('UNAUTHORIZED', 'Not authenticated');
  if (sessionId && !entry.liveSessions.has(sessionId))
    throw new AppError('UNAUTHORIZED', 'Session ended: please sign in again');
  return entry.user;
}
