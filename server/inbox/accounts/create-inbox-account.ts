import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { sealSecret } from '@/server/inbox/crypto/secret-box';
import { connectImap, ImapConnectError } from '@/server/inbox/imap/connect-imap';
import { MAX_INBOX_ACCOUNTS, type InboxAccountDto } from '@/lib/inbox/schemas';
import type { z } from 'zod';
import type { createInboxAccountSchema } from '@/lib/inbox/schemas';
import { inboxAccountSelect, toInboxAccountDto } from './inbox-account-dto';

export type CreateInboxAccountOptions = {
  userId: string;
  input: z.output<typeof createInboxAccountSchema>;
};

/** Logs in and opens each folder; throws ImapConnectError (422) with what went wrong. */
async function testConnection(input: CreateInboxAccountOptions['input']): Promise<void> {
  const client = await connectImap(input);
  try {
    for (const folder of input.folders) {
      try {
        await client.status(folder, { messages: true });
      } catch {
        throw new ImapConnectError(`folders: the mailbox has no folder named "${folder}"`);
      }
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
}

/**
 * Connects a mailbox (ADR 250, 251): the connection is tested first, then the account is saved
 * with its password sealed under INBOX_ENCRYPTION_KEY, due for its first sync at once.
 */
export async function createInboxAccount({
  userId,
  input,
}: CreateInboxAccountOptions): Promise<InboxAccountDto> {
  const db = await prisma();
  const count = await db.inboxAccount.count({ where: { userId } });
  if (count >= MAX_INBOX_ACCOUNTS)
    throw new AppError(
      'CONFLICT',
      `You already have ${MAX_INBOX_ACCOUNTS} mailboxes connected. Disconnect one first.`,
    );
  await testConnection(input);
  const row = await db.inboxAccount.create({
    data: {
      userId,
      host: input.host,
      port: input.port,
      secure: input.secure,
      username: input.username,
      passwordEncrypted: sealSecret(input.password),
      folders: input.folders,
      // The first scheduled read a minute after connecting: a "Sync now" right after connecting
      // finds the mailbox free.
      nextSyncAt: new Date(Date.now() + 60_000),
    },
    select: inboxAccountSelect,
  });
  return toInboxAccountDto(row);
}
