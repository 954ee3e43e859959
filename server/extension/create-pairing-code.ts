import 'server-only';
import { randomInt } from 'node:crypto';
import {
  PAIRING_ALPHABET,
  PAIRING_CODE_LENGTH,
  PAIRING_CODE_TTL_SECONDS,
  type PairingCodeDto,
} from '@/lib/extension/pairing';
import { prisma } from '@/server/db/client';
import { hashPairingCode } from './pairing-code-hash';

export type CreatePairingCodeOptions = { userId: string };

/**
 * A one-time code (8 characters, 10 minutes) that connects a browser extension to this user.
 * Only its hash is stored; a new code replaces the user's unused ones.
 */
export async function createPairingCode({
  userId,
}: CreatePairingCodeOptions): Promise<PairingCodeDto> {
  const code = Array.from(
    { length: PAIRING_CODE_LENGTH },
    () => PAIRING_ALPHABET[randomInt(PAIRING_ALPHABET.length)],
  ).join('');
  const expiresAt = new Date(Date.now() + PAIRING_CODE_TTL_SECONDS * 1000);
  const db = await prisma();
  await db.$transaction([
    db.tempStoreEntry.deleteMany({
      where: { userId, kind: 'EXTENSION_PAIRING', consumedAt: null },
    }),
    db.tempStoreEntry.create({
      data: {
        tokenHash: hashPairingCode(code),
        kind: 'EXTENSION_PAIRING',
        userId,
        payload: {},
        expiresAt,
      },
    }),
  ]);
  return { code: `${code.slice(0, 4)}-${code.slice(4)}`, expires_at: expiresAt.toISOString() };
}
