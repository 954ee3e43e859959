import 'server-only';
import { randomBytes } from 'node:crypto';
import type { TokenScope, TokenSummary } from '@/lib/tokens/schemas';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { hashPersonalAccessToken, TOKEN_PREFIX } from './personal-access-token-hash';
import { toTokenSummary, tokenSummarySelect } from './personal-access-token-dto';

/** Live (unrevoked) tokens one user may hold at once. */
export const MAX_TOKENS_PER_USER = 50;

export type CreatePersonalAccessTokenOptions = {
  userId: string;
  name: string;
  scopes: TokenScope[];
  /** Days until it expires; null: never. */
  expiresInDays: number | null;
  /** Which client it is for: the browser extension's tokens are listed apart. */
  kind?: 'api' | 'extension';
};

/**
 * Issues a token for the user and returns it once with its summary: 256 random bits after the
 * `pst_` prefix; only its SHA-256 is stored (ADR 150).
 */
export async function createPersonalAccessToken(
  options: CreatePersonalAccessTokenOptions,
): Promise<{ token: string; summary: TokenSummary }> {
  const db = await prisma();
  const live = await db.personalAccessToken.count({
    where: { userId: options.userId, revokedAt: null },
  });
  if (live >= MAX_TOKENS_PER_USER) {
    throw new AppError(
      'CONFLICT',
      `You already have ${MAX_TOKENS_PER_USER} tokens. Revoke one you no longer use first.`,
    );
  }
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const expiresAt =
    options.expiresInDays === null
      ? null
      : new Date(Date.now() + options.expiresInDays * 86_400_000);
  const row = await db.personalAccessToken.create({
    data: {
      userId: options.userId,
      name: options.name,
      tokenHash: hashPersonalAccessToken(token),
      tokenStart: token.slice(0, TOKEN_PREFIX.length + 4),
      scopes: [...new Set(options.scopes)],
      client: options.kind ?? 'api',
      expiresAt,
    },
    select: tokenSummarySelect,
  });
  return { token, summary: toTokenSummary(row) };
}
