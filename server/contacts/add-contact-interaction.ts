import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { InteractionInput } from '@/lib/contacts/contact-book-schemas';
import type { InteractionDto } from '@/lib/contracts/contacts';
import { interactionSelect, toInteractionDto } from './contact-book-dto';

export type AddContactInteractionOptions = {
  userId: string;
  contactId: string;
  input: InteractionInput;
};

/** Logs an email, call, meeting or message with one of the user's contacts. */
export async function addContactInteraction({
  userId,
  contactId,
  input,
}: AddContactInteractionOptions): Promise<InteractionDto> {
  const db = await prisma();
  const contact = await db.applicationContact.findFirst({
    where: { id: contactId, userId },
    select: { id: true },
  });
  if (!contact) throw new AppError('NOT_FOUND', 'Contact not found');
  const row = await db.contactInteraction.create({
    data: {
      userId,
      contactId: contact.id,
      kind: input.kind,
      occurredOn: new Date(`${input.occurred_on}T00:00:00Z`),
      note: input.note,
    },
    select: interactionSelect,
  });
  return toInteractionDto(row);
}
