import 'server-only';
import type { JobKind } from '@/server/jobs/job-kind';
import { SYNC_LEASE_SECONDS } from './claim-account';
import { syncAccount } from './sync-account';

export type InboxSyncJob = { accountId: string };

export const INBOX_SYNC_QUEUE = 'inbox-sync';

/**
 * Scheduled mailbox syncs on the jobs module (ADR 206, 252): `inbox_accounts` is the outbox, a
 * row due at `next_sync_at`. The sweep arms due rows (`armed_at`) and rows whose sync died (lease
 * over); the sync's claim keeps each mailbox to one worker; a failure schedules the next sync as
 * a success does (no pg-boss retries: the next sync is the retry).
 */
export const inboxSyncJobs: JobKind<InboxSyncJob> = {
  queue: INBOX_SYNC_QUEUE,
  queueOptions: () => ({ retryLimit: 0, expireInSeconds: SYNC_LEASE_SECONDS }),
  horizonSeconds: 60,
  arm: async (tx, { now, horizonSeconds, limit }) => {
    const horizon = new Date(now.getTime() + horizonSeconds * 1000);
    const leaseOver = new Date(now.getTime() - SYNC_LEASE_SECONDS * 1000);
    const rows = await tx.$queryRaw<{ id: string; next_sync_at: Date }[]>`
      WITH due AS (
        SELECT id FROM inbox_accounts
        WHERE (armed_at IS NULL AND claimed_at IS NULL AND next_sync_at <= ${horizon})
           OR (claimed_at < ${leaseOver} AND (armed_at IS NULL OR armed_at <= claimed_at))
        ORDER BY next_sync_at
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      )
      UPDATE inbox_accounts a SET armed_at = ${now} FROM due WHERE a.id = due.id
      RETURNING a.id, a.next_sync_at`;
    return rows.map((r) => ({
      data: { accountId: r.id },
      startAfter: new Date(Math.max(now.getTime(), new Date(r.next_sync_at).getTime())),
    }));
  },
  due: async (db, { now, limit }) => {
    const leaseOver = new Date(now.getTime() - SYNC_LEASE_SECONDS * 1000);
    const rows = await db.inboxAccount.findMany({
      where: {
        OR: [{ claimedAt: null, nextSyncAt: { lte: now } }, { claimedAt: { lt: leaseOver } }],
      },
      select: { id: true },
      orderBy: { nextSyncAt: 'asc' },
      take: limit,
    });
    return rows.map((r) => ({ accountId: r.id }));
  },
  run: async (db, { accountId }) => {
    await syncAccount(db, { accountId, scheduled: true }).catch(() => null);
  },
};
