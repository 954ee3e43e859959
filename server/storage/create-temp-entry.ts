import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Prisma, TempStoreKind } from '@/generated/prisma/client';
import { prisma } from '@/server/db/client';
import { hashTempToken } from './temp-token';

export const TEMP_ENTRY_TTL_SECONDS = 5 * 60;

export type CreateTempEntryOptions = {
  kind: TempStoreKind;
  userId?: string | null;
  payload: Prisma.InputJsonValue;
  ttlSeconds?: number;
  /** SHA-256 of a browser cookie the reader must present (Google sign-in hand-offs). */
  bindingHash?: string;
};

/** Stores a one-read hand-off and returns its random token (only the hash is kept). */
export async function createTempEntry(options: CreateTempEntryOptions): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const db = await prisma();
  // Expired entries are swept as new ones arrive, so the table stays small without a job.
  await db.tempStoreEntry.deleteMany({
    where: { expiresAt: { lt: new Date(Date.now() - 60 * 60 * 1000) } },
  });
  await db.tempStoreEntry.create({
    data: {
      tokenHash: hashTempToken(token),
      kind: options.kind,
      userId: options.userId ?? null,
      bindingHash: options.bindingHash ?? null,
      payload: options.payload,
      expiresAt: new Date(Date.now() + (options.ttlSeconds ?? TEMP_ENTRY_TTL_SECONDS) * 1000),
    },
  });
  return token;
}
