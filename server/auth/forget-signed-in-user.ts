import 'server-only';
import { signedInUsers } from './signed-in-users';

/**
 * Drops what this process remembers about a user, so its next request reads the database again.
 * Call after revoking sessions, deleting the user or changing fields routes read from `user`
 * (timezone, username, email, picture): this instance then acts at once; other instances within
 * SIGNED_IN_USER_TTL_MS (ADR 100).
 */
export function forgetSignedInUser(options: { userId: string }): void {
  signedInUsers().delete(options.userId);
}
