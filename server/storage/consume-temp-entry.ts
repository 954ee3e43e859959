import 'server-only';
import type { TempStoreKind } from '@/generated/prisma/client';
import { createHash } from 'node:crypto';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { hashTempToken } from './temp-token';

/**
 * Reads a hand-off exactly once: unknown, expired or already-read tokens are a 404. A bound
 * hand-off (Google sign-in) is readable only with its cookie; without it the answer is 403 and
 * the entry stays unread.
 */
export async function consumeTempEntry(options: {
  token: string;
  binding?: string;
}): Promise<{ kind: TempStoreKind; payload: unknown; userId: string | null }> {
  const db = await prisma();
  const tokenHash = hashTempToken(options.token);
  const bindingHash = options.binding
    ? createHash('sha256').update(options.binding).digest('hex')
    : undefined;
  // The conditional update is the claim: of two concurrent reads only one matches.
  const claimed = await db.tempStoreEntry.updateMany({
    where: {
      tokenHash,
      consumedAt: null,
      expiresAt: { gt: new Date() },
      OR: [{ bindingHash: null }, ...(bindingHash ? [{ bindingHash }] : [])],
    },
    data: { consumedAt: new Date() },
  });
  if (claimed.count !== 1) {
    const bound = await db.tempStoreEntry.count({
      where: {
        tokenHash,
        consumedAt: null,
        expiresAt: { gt: new Date() },
        NOT: { bindingHash: null },
      },
    });
    if (bound)
      throw new AppError(
        'FORBIDDEN',
        'This sign-in was started in another browser. Sign in again here.',
      );
    throw new AppError('NOT_FOUND', 'This link has expired or was already used.');
  }
  const entry = await db.tempStoreEntry.findUniqueOrThrow({
    where: { tokenHash },
    select: { kind: true, payload: true, userId: true },
  });
  return entry;
}
