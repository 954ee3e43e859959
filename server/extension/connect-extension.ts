import 'server-only';
import { EXTENSION_SCOPES } from '@/lib/extension/pairing';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { createPersonalAccessToken } from '@/server/tokens/create-personal-access-token';
import { hashPairingCode } from './pairing-code-hash';

/** How long an extension's token lives before the person reconnects. */
const EXTENSION_TOKEN_DAYS = 180;

export type ConnectExtensionOptions = { code: string; userAgent: string | null };

function browserName(userAgent: string | null): string {
  if (!userAgent) return 'Browser extension';
  const browser = /Firefox\//.test(userAgent)
    ? 'Firefox'
    : /Edg\//.test(userAgent)
      ? 'Edge'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : 'Browser';
  const os = /Windows/.test(userAgent)
    ? 'Windows'
    : /Mac OS X/.test(userAgent)
      ? 'macOS'
      : /CrOS/.test(userAgent)
        ? 'ChromeOS'
        : /Linux/.test(userAgent)
          ? 'Linux'
          : null;
  return `${browser} extension${os ? ` on ${os}` : ''}`;
}

/**
 * Exchanges a pairing code (normalised, once, within 10 minutes) for a personal access token of
 * the extension kind with EXTENSION_SCOPES; the token is returned this one time only.
 */
export async function connectExtension({
  code,
  userAgent,
}: ConnectExtensionOptions): Promise<{ token: string; expires_at: string | null }> {
  const db = await prisma();
  const tokenHash = hashPairingCode(code);
  // The conditional update is the claim: of two tries with one code only one wins.
  const claimed = await db.tempStoreEntry.updateMany({
    where: {
      tokenHash,
      kind: 'EXTENSION_PAIRING',
      consumedAt: null,
      expiresAt: { gt: new Date() },
    },
    data: { consumedAt: new Date() },
  });
  if (claimed.count !== 1)
    throw new AppError(
      'VALIDATION_ERROR',
      'This pairing code is wrong, expired or already used. Get a new one in Pursuit (Profile → Connect browser extension).',
    );
  const entry = await db.tempStoreEntry.findUniqueOrThrow({
    where: { tokenHash },
    select: { userId: true },
  });
  if (!entry.userId)
    throw new AppError('VALIDATION_ERROR', 'This pairing code is wrong, expired or already used.');
  const { token, summary } = await createPersonalAccessToken({
    userId: entry.userId,
    name: browserName(userAgent),
    scopes: EXTENSION_SCOPES,
    expiresInDays: EXTENSION_TOKEN_DAYS,
    kind: 'extension',
  });
  return { token, expires_at: summary.expires_at };
}
