import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { InteractionDto } from '@/lib/contracts/contacts';
import { interactionOrder, interactionSelect, toInteractionDto } from './contact-book-dto';

export type ListContactInteractionsOptions = { userId: string; contactId: string };

/** A contact's interactions, newest first; another user's contact is a 404. */
export async function listContactInteractions({
  userId,
  contactId,
}: ListContactInteractionsOptions): Promise<InteractionDto[]> {
  const db = await prisma();
  const contact = await db.applicationContact.findFirst({
    where: { id: contactId, userId },
    select: {
      interactions: { where: { userId }, orderBy: interactionOrder, select: interactionSelect },
    },
  });
  if (!contact) throw new AppError('NOT_FOUND', 'Contact not found');
  return contact.interactions.map(toInteractionDto);
}
