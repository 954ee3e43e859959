import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';

export type DeleteContactOptions = { userId: string; applicationId: string; contactId: string };

/** Removes one contact of one of the user's applications. */
export async function deleteContact({
  userId,
  applicationId,
  contactId,
}: DeleteContactOptions): Promise<void> {
  const db = await prisma();
  const { count } = await db.applicationContact.deleteMany({
    where: { id: contactId, applicationId, userId },
  });
  if (count === 0) throw new AppError('NOT_FOUND', 'Contact not found');
}
