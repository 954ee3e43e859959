import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';

/** Deletes one of the user's endpoints with its queue and log; another user's id → 404. */
export async function deleteWebhookEndpoint({
  userId,
  id,
}: {
  userId: string;
  id: string;
}): Promise<void> {
  const db = await prisma();
  const { count } = await db.webhookEndpoint.deleteMany({ where: { id, userId } });
  if (count === 0) throw new AppError('NOT_FOUND', 'Webhook not found');
}
