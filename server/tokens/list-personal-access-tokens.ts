import 'server-only';
import type { TokenSummary } from '@/lib/tokens/schemas';
import { prisma } from '@/server/db/client';
import { toTokenSummary, tokenSummarySelect } from './personal-access-token-dto';

export type ListPersonalAccessTokensOptions = { userId: string; kind?: 'api' | 'extension' };

/** The user's live tokens (not revoked; expired ones are listed so the owner sees why a script stopped), newest first. */
export async function listPersonalAccessTokens(
  options: ListPersonalAccessTokensOptions,
): Promise<TokenSummary[]> {
  const db = await prisma();
  const rows = await db.personalAccessToken.findMany({
    where: {
      userId: options.userId,
      revokedAt: null,
      ...(options.kind ? { client: options.kind } : {}),
    },
    orderBy: { createdAt: 'desc' },
    select: tokenSummarySelect,
  });
  return rows.map(toTokenSummary);
}
