import 'server-only';
import { dueOrLeaseExpired } from '@/server/jobs/due-or-lease-expired';
import type { JobKind } from '@/server/jobs/job-kind';
import { deliverWebhook } from './deliver-webhook';
import { WEBHOOK_CLAIM_LEASE_SECONDS, WEBHOOK_QUEUE } from './webhook-constants';

export type WebhookJob = { deliveryId: string };

/**
 * Webhook deliveries on the jobs module (ADR 152, 206): `webhook_deliveries` is the outbox. The
 * sweep arms pending deliveries due within a minute (`armed_at`; a retry clears it) and SENDING
 * ones whose worker died (lease over, not armed since the claim). No pg-boss retries: the row
 * schedules its own, with backoff.
 */
export const webhookJobs: JobKind<WebhookJob> = {
  queue: WEBHOOK_QUEUE,
  queueOptions: () => ({ retryLimit: 0, expireInSeconds: 60 }),
  horizonSeconds: 60,
  arm: async (tx, { now, horizonSeconds, limit }) => {
    const leaseExpired = new Date(now.getTime() - WEBHOOK_CLAIM_LEASE_SECONDS * 1000);
    const horizon = new Date(now.getTime() + horizonSeconds * 1000);
    const rows = await tx.$queryRaw<{ id: string; next_attempt_at: Date }[]>`
      WITH due AS (
        SELECT id FROM webhook_deliveries
        WHERE (status = 'PENDING' AND armed_at IS NULL AND next_attempt_at <= ${horizon})
           OR (status = 'SENDING' AND claimed_at < ${leaseExpired} AND (armed_at IS NULL OR armed_at <= claimed_at))
        ORDER BY next_attempt_at
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      )
      UPDATE webhook_deliveries d SET armed_at = ${now} FROM due WHERE d.id = due.id
      RETURNING d.id, d.next_attempt_at`;
    return rows.map((r) => ({
      data: { deliveryId: r.id },
      startAfter: new Date(Math.max(now.getTime(), new Date(r.next_attempt_at).getTime())),
    }));
  },
  due: async (db, { now, limit }) => {
    const rows = await db.webhookDelivery.findMany({
      where: dueOrLeaseExpired(now, WEBHOOK_CLAIM_LEASE_SECONDS),
      select: { id: true },
      orderBy: { nextAttemptAt: 'asc' },
      take: limit,
    });
    return rows.map((r) => ({ deliveryId: r.id }));
  },
  run: (db, { deliveryId }) => deliverWebhook({ db, deliveryId }),
};
