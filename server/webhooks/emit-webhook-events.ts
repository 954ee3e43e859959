import 'server-only';
import type { WebhookEvent } from '@/lib/webhooks/schemas';
import { database } from '@/server/db/client';
import { log } from '@/server/log';
import { kickWebhookDeliveries } from './kick-webhook-deliveries';
import { webhookPayloadSchema } from '@/lib/contracts/webhook-events';

/** One text for any number of events, so PostgreSQL prepares it once per connection (ADR 101). */
const INSERT = `
  INSERT INTO webhook_deliveries (id, endpoint_id, event_type, body, status, attempts, next_attempt_at, created_at)
  SELECT gen_random_uuid()::text, e.id, b.type, b.body, 'PENDING', 0, $2::timestamptz, $2::timestamptz
  FROM unnest($3::text[], $4::text[]) WITH ORDINALITY AS b(type, body, n)
  JOIN webhook_endpoints e
    ON e.user_id = $1 AND e.disabled_at IS NULL AND b.type = ANY(e.events)
  ORDER BY b.n
  RETURNING id`;

export type EmitWebhookEventsOptions = {
  userId: string;
  events: readonly { type: WebhookEvent; data: unknown }[];
};

/**
 * Called after a change commits: one delivery row per event and enabled endpoint of the user
 * subscribed to it (one INSERT … SELECT for all the events; none when the user has no endpoint),
 * then delivery starts at once. Each body `{type, timestamp, data}` is fixed here (data checked
 * against the documented schema), so every attempt sends the same bytes.
 * A failure is logged, never thrown: the change itself is saved.
 */
export async function emitWebhookEvents({
  userId,
  events,
}: EmitWebhookEventsOptions): Promise<void> {
  if (!events.length) return;
  try {
    const db = await database();
    const timestamp = new Date().toISOString();
    const bodies = events.map(({ type, data }) =>
      JSON.stringify(webhookPayloadSchema(type).parse({ type, timestamp, data })),
    );
    const rows = await db.query<{ id: string }>('emit-webhook-events', INSERT, [
      userId,
      timestamp,
      events.map((e) => e.type),
      bodies,
    ]);
    if (rows.length) kickWebhookDeliveries({ db, ids: rows.map((r) => r.id) });
  } catch (error) {
    log.error(
      { err: error, types: [...new Set(events.map((e) => e.type))] },
      'could not queue webhook events',
    );
  }
}
