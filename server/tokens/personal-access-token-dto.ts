import 'server-only';
import type { TokenScope, TokenSummary } from '@/lib/tokens/schemas';

export const tokenSummarySelect = {
  id: true,
  name: true,
  tokenStart: true,
  scopes: true,
  client: true,
  createdAt: true,
  lastUsedAt: true,
  expiresAt: true,
} as const;

type Row = {
  id: string;
  name: string;
  tokenStart: string;
  scopes: string[];
  client: 'api' | 'extension';
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
};

/** The listed shape of a token row (never its hash). */
export function toTokenSummary(row: Row): TokenSummary {
  return {
    id: row.id,
    name: row.name,
    token_start: row.tokenStart,
    scopes: row.scopes as TokenScope[],
    client: row.client,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    expired: row.expiresAt !== null && row.expiresAt.getTime() <= Date.now(),
  };
}
