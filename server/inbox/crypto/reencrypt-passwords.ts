import 'server-only';
import type { PrismaClient } from '@/generated/prisma/client';
import { log } from '@/server/log';
import { inboxKeys } from './inbox-key';
import { openSealed, sealSecret } from './secret-box';

export type ReencryptResult = {
  /** Sealed with an older key, now sealed with the current one. */
  reencrypted: number;
  /** Already sealed with the current key. */
  current: number;
  /** Opened by none of the keys: those mailboxes must be connected again. */
  unreadable: number;
};

/**
 * Key rotation (ADR 276): every stored mailbox password that only an older key opens is sealed
 * again with the current key (`keys[0]`). A row is replaced only if it still holds what was read,
 * so instances starting together, or a user reconnecting meanwhile, never lose a write. Idempotent.
 */
export async function reencryptInboxPasswords(
  db: PrismaClient,
  keys: Buffer[] = inboxKeys(),
): Promise<ReencryptResult> {
  const result: ReencryptResult = { reencrypted: 0, current: 0, unreadable: 0 };
  const rows = await db.inboxAccount.findMany({ select: { id: true, passwordEncrypted: true } });
  for (const row of rows) {
    let opened: ReturnType<typeof openSealed>;
    try {
      opened = openSealed(row.passwordEncrypted, keys);
    } catch {
      result.unreadable += 1;
      continue;
    }
    if (opened.keyIndex === 0) {
      result.current += 1;
      continue;
    }
    const { count } = await db.inboxAccount.updateMany({
      where: { id: row.id, passwordEncrypted: row.passwordEncrypted },
      data: { passwordEncrypted: sealSecret(opened.plain, keys[0]) },
    });
    result.reencrypted += count;
  }
  return result;
}

/** At start: re-encrypts what INBOX_ENCRYPTION_KEY_OLD sealed, and says in one line what it did or could not read. */
export async function reencryptOnStart(db: PrismaClient): Promise<ReencryptResult> {
  const result = await reencryptInboxPasswords(db);
  if (result.reencrypted)
    log.info(
      { reencrypted: result.reencrypted },
      'inbox: mailbox passwords re-encrypted with INBOX_ENCRYPTION_KEY; INBOX_ENCRYPTION_KEY_OLD can go once every instance runs with the new key',
    );
  if (result.unreadable)
    log.warn(
      { unreadable: result.unreadable },
      'inbox: mailbox passwords that INBOX_ENCRYPTION_KEY (nor INBOX_ENCRYPTION_KEY_OLD) cannot decrypt; those mailboxes must be connected again',
    );
  return result;
}
