import 'server-only';
import type { WebhookAttemptDto } from '@/lib/webhooks/schemas';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { WEBHOOK_LOG_SIZE } from './webhook-constants';

/** The endpoint's delivery log: its last 50 attempts, newest first. */
export async function listWebhookAttempts({
  userId,
  id,
}: {
  userId: string;
  id: string;
}): Promise<WebhookAttemptDto[]> {
  const db = await prisma();
  const endpoint = await db.webhookEndpoint.findFirst({
    where: { id, userId },
    select: {
      attempts: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: WEBHOOK_LOG_SIZE },
    },
  });
  if (!endpoint) throw new AppError('NOT_FOUND', 'Webhook not found');
  return endpoint.attempts.map((a) => ({
    delivery_id: a.deliveryId,
    event: a.eventType,
    attempt: a.attempt,
    status_code: a.statusCode,
    duration_ms: a.durationMs,
    error: a.error,
    at: a.createdAt.toISOString(),
  }));
}
