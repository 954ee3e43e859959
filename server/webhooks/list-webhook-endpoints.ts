import 'server-only';
import type { WebhookEndpointDto } from '@/lib/webhooks/schemas';
import { prisma } from '@/server/db/client';
import { toWebhookEndpointDto, webhookEndpointSelect } from './webhook-endpoint-dto';

/** The user's webhook endpoints, newest first. */
export async function listWebhookEndpoints({
  userId,
}: {
  userId: string;
}): Promise<WebhookEndpointDto[]> {
  const db = await prisma();
  const rows = await db.webhookEndpoint.findMany({
    where: { userId },
    orderBy: { createdAt: 'desc' },
    select: webhookEndpointSelect,
  });
  return rows.map(toWebhookEndpointDto);
}
