import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';

export type DeleteBookContactOptions = { userId: string; contactId: string };

/** Deletes a contact, its interactions and its links (the applications stay). */
export async function deleteBookContact({
  userId,
  contactId,
}: DeleteBookContactOptions): Promise<void> {
  const db = await prisma();
  const { count } = await db.applicationContact.deleteMany({ where: { id: contactId, userId } });
  if (count === 0) throw new AppError('NOT_FOUND', 'Contact not found');
}
