import 'server-only';

/** The signed-in user as routes see it. */
export type AuthUser = {
  id: string;
  email: string;
  username: string;
  timezone: string | null;
  profilePicture: string | null;
};

/**
 * What one database read said about a user: the row (null once deleted) and the sessions
 * (refresh-token families) that were still live. See ADR 100.
 */
export type SignedInUserEntry = {
  fetchedAt: number;
  user: AuthUser | null;
  liveSessions: Set<string>;
};

/** How long a read stays good: the bound within which a revoked session or deleted user is refused on every instance (ADR 100). */
export const SIGNED_IN_USER_TTL_MS = 10_000;
/** Entries kept at most (oldest read dropped first); one per user active in the last TTL. */
export const SIGNED_IN_USER_MAX_ENTRIES = 50_000;

// On globalThis: Next may load this module once per route bundle, and a logout handled by one
// bundle must be seen by every other.
const holder = globalThis as unknown as {
  __pursuitSignedInUsers?: Map<string, SignedInUserEntry | Promise<SignedInUserEntry>>;
};

/** The process-wide map of user id → last read (or the read in flight). */
export function signedInUsers(): Map<string, SignedInUserEntry | Promise<SignedInUserEntry>> {
  holder.__pursuitSignedInUsers ??= new Map();
  return holder.__pursuitSignedInUsers;
}
