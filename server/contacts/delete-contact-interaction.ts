import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';

export type DeleteContactInteractionOptions = {
  userId: string;
  contactId: string;
  interactionId: string;
};

/** Removes one logged interaction of one of the user's contacts. */
export async function deleteContactInteraction({
  userId,
  contactId,
  interactionId,
}: DeleteContactInteractionOptions): Promise<void> {
  const db = await prisma();
  const { count } = await db.contactInteraction.deleteMany({
    where: { id: interactionId, contactId, userId },
  });
  if (count === 0) throw new AppError('NOT_FOUND', 'Interaction not found');
}
