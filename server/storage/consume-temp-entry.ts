import 'server-only';
import type { TempStoreKind } from '@/generated/prisma/client';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { hashTempToken } from './temp-token';

/** Reads a hand-off exactly once: unknown, expired or already-read tokens are a 404. */
export async function consumeTempEntry(options: { token: string }): Promise<{ kind: TempStoreKind; payload: unknown; userId: string | null }> {
  const db = await prisma();
  const tokenHash = hashTempToken(options.token);
  // The conditional update is the claim: of two concurrent reads only one matches.
  const claimed = await db.tempStoreEntry.updateMany({
    where: { tokenHash, consumedAt: null, expiresAt: { gt: new Date() } },
    data: { consumedAt: new Date() },
  });
  if (claimed.count !== 1) throw new AppError('NOT_FOUND', 'This link has expired or was already used.');
  const entry = await db.tempStoreEntry.findUniqueOrThrow({ where: { tokenHash }, select: { kind: true, payload: true, userId: true } });
  return entry;
}
