import 'server-only';
import type { PrismaClient } from '@/generated/prisma/client';
import { env } from '@/server/env';
import { AppError } from '@/server/http/app-error';
import { log } from '@/server/log';
import { openSecret } from '@/server/inbox/crypto/secret-box';
import { connectImap } from '@/server/inbox/imap/connect-imap';
import { claimAccount, type ClaimedAccount } from './claim-account';
import type { IngestResult } from './ingest-messages';
import { syncFolder } from './sync-folder';

async function readMailbox(db: PrismaClient, account: ClaimedAccount): Promise<IngestResult> {
  const client = await connectImap({
    host: account.host,
    port: account.port,
    secure: account.secure,
    username: account.username,
    password: openSecret(account.passwordEncrypted),
  });
  const total: IngestResult = { read: 0, kept: 0, proposalIds: [] };
  try {
    for (const folder of account.folders) {
      const r = await syncFolder({ db, client, account, folder });
      total.read += r.read;
      total.kept += r.kept;
      total.proposalIds.push(...r.proposalIds);
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
  return total;
}

/** A sync's failure as the account shows it: the mail server's words, never a password or a stack. */
function failureText(error: unknown): string {
  if (error instanceof AppError) return error.message;
  const e = error as { responseText?: string; message?: string };
  return (e.responseText || e.message || 'The sync failed').slice(0, 500);
}

/**
 * Syncs one mailbox (ADR 252): claims it (null when another sync holds it, or a scheduled one
 * finds it not due), reads each folder's new messages, and schedules the next sync in
 * INBOX_SYNC_MINUTES whether it worked or not (the failure is kept on the account to show).
 */
export async function syncAccount(
  db: PrismaClient,
  options: { accountId: string; userId?: string; scheduled: boolean },
): Promise<IngestResult | null> {
  const account = await claimAccount(db, {
    id: options.accountId,
    userId: options.userId,
    scheduled: options.scheduled,
  });
  if (!account) return null;
  const next = () => new Date(Date.now() + env().INBOX_SYNC_MINUTES * 60_000);
  try {
    const result = await readMailbox(db, account);
    await db.inboxAccount.updateMany({
      where: { id: account.id },
      data: {
        lastSyncAt: new Date(),
        lastSyncError: null,
        nextSyncAt: next(),
        claimedAt: null,
        armedAt: null,
      },
    });
    return result;
  } catch (error) {
    const text = failureText(error);
    log.warn({ accountId: account.id, reason: text }, 'inbox sync failed');
    await db.inboxAccount.updateMany({
      where: { id: account.id },
      data: { lastSyncError: text, nextSyncAt: next(), claimedAt: null, armedAt: null },
    });
    throw error;
  }
}
