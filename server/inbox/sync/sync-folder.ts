import 'server-only';
import type { ImapFlow } from 'imapflow';
import type { PrismaClient } from '@/generated/prisma/client';
import { messageLink } from '@/server/inbox/imap/message-link';
import { ingestMessages, type IngestResult } from './ingest-messages';

/** The most of a message fetched: its headers and text come first; attachments past this are never read. */
export const MAX_FETCH_BYTES = 256 * 1024;
const BATCH = 100;

export type SyncFolderOptions = {
  db: PrismaClient;
  client: ImapFlow;
  account: { id: string; userId: string; host: string; username: string };
  folder: string;
};

/**
 * Reads one folder's new messages (ADR 252): the UIDs above the last one read under the
 * folder's UIDVALIDITY (a new UIDVALIDITY starts again from the first; the per-user unique key
 * keeps re-read messages from counting twice), in batches; after each batch the folder's state
 * moves forward (never back: two instances syncing at once both end at the highest UID).
 */
export async function syncFolder({
  db,
  client,
  account,
  folder,
}: SyncFolderOptions): Promise<IngestResult> {
  const total: IngestResult = { read: 0, kept: 0, proposalIds: [] };
  const lock = await client.getMailboxLock(folder, { readOnly: true });
  try {
    const mailbox = client.mailbox;
    if (!mailbox) return total;
    const uidValidity = BigInt(mailbox.uidValidity);
    const state = await db.inboxFolderState.findUnique({
      where: { accountId_folder: { accountId: account.id, folder } },
    });
    const from = state && state.uidValidity === uidValidity ? Number(state.lastUid) : 0;
    const found =
      mailbox.exists === 0 ? [] : await client.search({ uid: `${from + 1}:*` }, { uid: true });
    // "N:*" answers the last message even when its UID is below N.
    const uids = (found || []).filter((uid) => uid > from).sort((a, b) => a - b);
    for (let i = 0; i < uids.length; i += BATCH) {
      const chunk = uids.slice(i, i + BATCH);
      const batch: { uid: number; source: Buffer }[] = [];
      for await (const m of client.fetch(
        chunk.join(','),
        { uid: true, source: { maxLength: MAX_FETCH_BYTES } },
        { uid: true },
      ))
        if (m.source) batch.push({ uid: m.uid, source: m.source });
      const result = await ingestMessages({
        db,
        userId: account.userId,
        accountId: account.id,
        origin: 'imap',
        messages: batch.map((m) => ({
          raw: m.source,
          link: (messageId: string | null) =>
            messageLink({
              host: account.host,
              username: account.username,
              folder,
              uidValidity,
              uid: m.uid,
              messageId,
            }),
        })),
      });
      total.read += result.read;
      total.kept += result.kept;
      total.proposalIds.push(...result.proposalIds);
      await saveState(db, account.id, folder, uidValidity, chunk.at(-1)!);
    }
    if (!uids.length) await saveState(db, account.id, folder, uidValidity, from);
    return total;
  } finally {
    lock.release();
  }
}

async function saveState(
  db: PrismaClient,
  accountId: string,
  folder: string,
  uidValidity: bigint,
  lastUid: number,
): Promise<void> {
  const uid = BigInt(lastUid);
  await db.$executeRaw`
    INSERT INTO inbox_folder_states (id, account_id, folder, uid_validity, last_uid)
    VALUES (gen_random_uuid()::text, ${accountId}, ${folder}, ${uidValidity}, ${uid})
    ON CONFLICT (account_id, folder) DO UPDATE SET
      last_uid = CASE WHEN inbox_folder_states.uid_validity = EXCLUDED.uid_validity
                      THEN GREATEST(inbox_folder_states.last_uid, EXCLUDED.last_uid)
                      ELSE EXCLUDED.last_uid END,
      uid_validity = EXCLUDED.uid_validity`;
}
