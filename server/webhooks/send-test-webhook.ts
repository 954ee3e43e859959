import 'server-only';
import { database } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { deliverWebhook, type DeliverWebhookResult } from './deliver-webhook';

/**
 * "Send test event": a `webhook.test` event for this endpoint only, sent now through the same
 * delivery path (signed, logged, retried if it fails). Answers how the first attempt went.
 */
export async function sendTestWebhook({
  userId,
  id,
}: {
  userId: string;
  id: string;
}): Promise<{ delivery_id: string; result: DeliverWebhookResult }> {
  const db = await database();
  const endpoint = await db.prisma.webhookEndpoint.findFirst({
    where: { id, userId },
    select: { id: true, disabledAt: true },
  });
  if (!endpoint) throw new AppError('NOT_FOUND', 'Webhook not found');
  if (endpoint.disabledAt)
    throw new AppError(
      'CONFLICT',
      'This webhook is disabled after repeated failures: delete it and add it again.',
    );
  const now = new Date();
  const body = JSON.stringify({
    type: 'webhook.test',
    timestamp: now.toISOString(),
    data: { endpoint_id: endpoint.id, message: 'Test event from Pursuit' },
  });
  const delivery = await db.prisma.webhookDelivery.create({
    data: { endpointId: endpoint.id, eventType: 'webhook.test', body, nextAttemptAt: now },
    select: { id: true },
  });
  return {
    delivery_id: delivery.id,
    result: await deliverWebhook({ db: db.prisma, deliveryId: delivery.id }),
  };
}
