import 'server-only';
import type { WebhookEvent } from '@/lib/webhooks/schemas';
import { database } from '@/server/db/client';
import { log } from '@/server/log';
import { kickWebhookDeliveries } from './kick-webhook-deliveries';
import { webhookEventDataSchemas } from './webhook-event-schemas';

export type EmitWebhookEventOptions = { userId: string; type: WebhookEvent; data: unknown };

/**
 * Called after a change commits: one delivery row per enabled endpoint of the user subscribed to
 * the event (one INSERT … SELECT; none when the user has no endpoint), then delivery starts at
 * once. The body `{type, timestamp, data}` is fixed here (data checked against the documented
 * schema), so every attempt sends the same bytes.
 * A failure is logged, never thrown: the change itself is saved.
 */
export async function emitWebhookEvent({
  userId,
  type,
  data,
}: EmitWebhookEventOptions): Promise<void> {
  try {
    const db = await database();
    const now = new Date();
    const body = JSON.stringify({
      type,
      timestamp: now.toISOString(),
      data: webhookEventDataSchemas[type].parse(data),
    });
    const rows = await db.prisma.$queryRaw<{ id: string }[]>`
      INSERT INTO webhook_deliveries (id, endpoint_id, event_type, body, status, attempts, next_attempt_at, created_at)
      SELECT gen_random_uuid()::text, e.id, ${type}, ${body}, 'PENDING', 0, ${now}, ${now}
      FROM webhook_endpoints e
      WHERE e.user_id = ${userId} AND e.disabled_at IS NULL AND ${type} = ANY(e.events)
      RETURNING id`;
    if (rows.length) kickWebhookDeliveries({ db, ids: rows.map((r) => r.id) });
  } catch (error) {
    log.error({ err: error, type }, 'could not queue a webhook event');
  }
}
