import 'server-only';
import type { TokenScope } from '@/lib/tokens/schemas';
import type { AuthUser } from '@/server/auth/signed-in-users';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { hashPersonalAccessToken } from './personal-access-token-hash';

/** last_used_at is written at most this often per token, so a busy script does not write on every call. */
const LAST_USED_RESOLUTION_MS = 60_000;

export type TokenCaller = { user: AuthUser; tokenId: string; scopes: TokenScope[] };

type Row = {
  token_id: string;
  scopes: string[];
  expires_at: Date | null;
  last_used_at: Date | null;
  id: string;
  email: string;
  username: string;
  timezone: string | null;
  profile_picture: string | null;
};

/**
 * The user and scopes behind a `pst_` token, read from the database on every request (one
 * indexed lookup), so a revoked or expired token is refused at once on every instance. Unknown,
 * revoked and expired tokens all get the same 401.
 */
export async function authenticatePersonalAccessToken(token: string): Promise<TokenCaller> {
  const db = await prisma();
  const rows = await db.$queryRaw<Row[]>`
    SELECT t.id AS token_id, t.scopes, t.expires_at, t.last_used_at,
           u.id, u.email, u.username, u.timezone, u.profile_picture
    FROM personal_access_tokens t JOIN users u ON u.id = t.user_id
    WHERE t.token_hash = ${hashPersonalAccessToken(token)} AND t.revoked_at IS NULL`;
  const row = rows[0];
  const now = new Date();
  if (!row || (row.expires_at && new Date(row.expires_at) <= now)) {
    throw new AppError('UNAUTHORIZED', 'Invalid, expired or revoked access token');
  }
  if (
    !row.last_used_at ||
    now.getTime() - new Date(row.last_used_at).getTime() >= LAST_USED_RESOLUTION_MS
  ) {
    await db.personalAccessToken.updateMany({
      where: { id: row.token_id },
      data: { lastUsedAt: now },
    });
  }
  return {
    tokenId: row.token_id,
    scopes: row.scopes as TokenScope[],
    user: {
      id: row.id,
      email: row.email,
      username: row.username,
      timezone: row.timezone,
      profilePicture: row.profile_picture,
    },
  };
}
