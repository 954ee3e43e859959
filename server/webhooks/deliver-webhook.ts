import 'server-only';
import type { PrismaClient } from '@/generated/prisma/client';
import { env } from '@/server/env';
import { log } from '@/server/log';
import { backoffDelay } from '@/server/jobs/backoff';
import { sendMail } from '@/server/mail/send-mail';
import { postWebhook } from './post-webhook';
import {
  WEBHOOK_CLAIM_LEASE_SECONDS,
  WEBHOOK_DISABLE_AFTER,
  WEBHOOK_LOG_SIZE,
  WEBHOOK_MAX_ATTEMPTS,
} from './webhook-constants';
import { webhookDisabledEmail } from './webhook-disabled-email';
import { signWebhook } from './webhook-signature';

export type DeliverWebhookOptions = { db: PrismaClient; deliveryId: string };
export type DeliverWebhookResult = 'delivered' | 'retry' | 'failed' | 'skipped';

type Claimed = {
  id: string;
  endpoint_id: string;
  event_type: string;
  body: string;
  attempts: number;
  url: string;
  secret: string;
};

/** Keeps the newest WEBHOOK_LOG_SIZE attempts and finished deliveries of an endpoint. */
async function prune(db: PrismaClient, endpointId: string): Promise<void> {
  await db.$executeRaw`
    DELETE FROM webhook_attempts WHERE endpoint_id = ${endpointId} AND id NOT IN (
      SELECT id FROM webhook_attempts WHERE endpoint_id = ${endpointId} ORDER BY created_at DESC, id DESC LIMIT ${WEBHOOK_LOG_SIZE})`;
  await db.$executeRaw`
    DELETE FROM webhook_deliveries WHERE endpoint_id = ${endpointId} AND status IN ('DELIVERED', 'FAILED') AND id NOT IN (
      SELECT id FROM webhook_deliveries WHERE endpoint_id = ${endpointId} AND status IN ('DELIVERED', 'FAILED')
      ORDER BY created_at DESC, id DESC LIMIT ${WEBHOOK_LOG_SIZE})`;
}

/** One more failure in a row for the endpoint; at WEBHOOK_DISABLE_AFTER it is disabled, its queue dropped and its owner emailed. */
async function countFailure(db: PrismaClient, endpointId: string, now: Date): Promise<void> {
  const rows = await db.$queryRaw<
    {
      consecutive_failures: number;
      disabled: boolean;
      url: string;
      email: string;
      username: string;
    }[]
  >`
    UPDATE webhook_endpoints e SET consecutive_failures = e.consecutive_failures + 1,
      disabled_at = CASE WHEN e.consecutive_failures + 1 >= ${WEBHOOK_DISABLE_AFTER} AND e.disabled_at IS NULL THEN ${now} ELSE e.disabled_at END
    FROM users u WHERE e.id = ${endpointId} AND u.id = e.user_id
    RETURNING e.consecutive_failures, (e.disabled_at = ${now}) AS disabled, e.url, u.email, u.username`;
  const row = rows[0];
  if (!row?.disabled) return;
  await db.webhookDelivery.updateMany({
    where: { endpointId, status: 'PENDING' },
    data: { status: 'FAILED' },
  });
  log.warn({ endpointId }, 'webhook endpoint disabled after consecutive failures');
  await sendMail(
    webhookDisabledEmail({
      to: row.email,
      username: row.username,
      url: row.url,
      failures: row.consecutive_failures,
    }),
  ).catch((error: unknown) =>
    log.error({ err: error, endpointId }, 'could not email the owner of a disabled webhook'),
  );
}

/**
 * Sends one delivery if it is due and nobody else holds it (ADR 152). The claim is one
 * conditional UPDATE (PENDING and due, or SENDING with an expired lease; endpoint enabled), so two
 * workers, a duplicate job or a retry cannot both send it. Every attempt is logged; a 2xx marks it
 * DELIVERED and resets the endpoint's failure count; anything else schedules a retry with a doubling
 * delay (FAILED after WEBHOOK_MAX_ATTEMPTS) and counts toward disabling the endpoint. The body and
 * `webhook-id` are the same on every attempt, so receivers can drop a repeat.
 */
export async function deliverWebhook({
  db,
  deliveryId,
}: DeliverWebhookOptions): Promise<DeliverWebhookResult> {
  const now = new Date();
  const leaseExpired = new Date(now.getTime() - WEBHOOK_CLAIM_LEASE_SECONDS * 1000);
  const claimed = await db.$queryRaw<Claimed[]>`
    UPDATE webhook_deliveries d SET status = 'SENDING', attempts = d.attempts + 1, claimed_at = ${now}
    FROM webhook_endpoints e
    WHERE d.id = ${deliveryId} AND e.id = d.endpoint_id AND e.disabled_at IS NULL AND d.next_attempt_at <= ${now}
      AND (d.status = 'PENDING' OR (d.status = 'SENDING' AND d.claimed_at < ${leaseExpired}))
    RETURNING d.id, d.endpoint_id, d.event_type, d.body, d.attempts, e.url, e.secret`;
  const delivery = claimed[0];
  if (!delivery) return 'skipped';
  const timestamp = Math.floor(now.getTime() / 1000);
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'Pursuit-Webhooks/1.0',
    'webhook-id': delivery.id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook({
      secret: delivery.secret,
      id: delivery.id,
      timestamp,
      body: delivery.body,
    }),
  };
  const started = performance.now();
  let status: number | null = null;
  let error: string | null = null;
  try {
    status = (await postWebhook({ url: delivery.url, headers, body: delivery.body })).status;
    if (status < 200 || status >= 300) error = `The receiver answered ${status}`;
  } catch (err) {
    error = err instanceof Error ? err.message : 'Delivery failed';
  }
  const durationMs = Math.round(performance.now() - started);
  await db.webhookAttempt.create({
    data: {
      endpointId: delivery.endpoint_id,
      deliveryId: delivery.id,
      eventType: delivery.event_type,
      attempt: delivery.attempts,
      statusCode: status,
      durationMs,
      error,
    },
  });
  let result: DeliverWebhookResult;
  if (!error) {
    await db.webhookDelivery.updateMany({
      where: { id: delivery.id, status: 'SENDING' },
      data: { status: 'DELIVERED', deliveredAt: new Date() },
    });
    await db.webhookEndpoint.updateMany({
      where: { id: delivery.endpoint_id },
      data: { consecutiveFailures: 0 },
    });
    result = 'delivered';
  } else {
    const last = delivery.attempts >= WEBHOOK_MAX_ATTEMPTS;
    const delay = backoffDelay(env().WEBHOOK_RETRY_DELAY_SECONDS * 1000, delivery.attempts);
    await db.webhookDelivery.updateMany({
      where: { id: delivery.id, status: 'SENDING' },
      data: last
        ? { status: 'FAILED' }
        : { status: 'PENDING', nextAttemptAt: new Date(Date.now() + delay), armedAt: null },
    });
    log.warn(
      { deliveryId: delivery.id, attempt: delivery.attempts, status, error },
      'webhook attempt failed',
    );
    await countFailure(db, delivery.endpoint_id, new Date());
    result = last ? 'failed' : 'retry';
  }
  await prune(db, delivery.endpoint_id);
  return result;
}
