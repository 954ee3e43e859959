import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { emitWebhookEvent } from '@/server/public-api/webhooks/emit-webhook-event';

export type DeleteApplicationOptions = { userId: string; id: string };

/** Deletes one of the user's applications (its activity events go with it). */
export async function deleteApplication({ userId, id }: DeleteApplicationOptions): Promise<void> {
  const db = await prisma();
  const { count } = await db.application.deleteMany({ where: { id, userId } });
  if (count === 0) throw new AppError('NOT_FOUND', 'Application not found');
  await emitWebhookEvent({ userId, type: 'application.deleted', data: { id } });
}
