import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { BookContactPatch } from '@/lib/contacts/contact-book-schemas';
import type { BookContactDto } from '@/lib/contracts/contacts';
import { getBookContactOrThrow } from './get-book-contact-or-throw';

export type UpdateBookContactOptions = {
  userId: string;
  contactId: string;
  changes: BookContactPatch;
};

/** Changes only the fields sent; another user's contact is a 404. */
export async function updateBookContact({
  userId,
  contactId,
  changes,
}: UpdateBookContactOptions): Promise<BookContactDto> {
  const db = await prisma();
  const data: Prisma.ApplicationContactUpdateManyMutationInput = {};
  if (changes.name !== undefined) data.name = changes.name;
  if (changes.company !== undefined) data.company = changes.company;
  if (changes.role !== undefined) data.role = changes.role;
  if (changes.email !== undefined) data.email = changes.email;
  if (changes.phone !== undefined) data.phone = changes.phone;
  if (changes.linkedin_url !== undefined) data.linkedinUrl = changes.linkedin_url;
  if (changes.notes !== undefined) data.notes = changes.notes;
  if (changes.reach_out_on !== undefined)
    data.reachOutOn = changes.reach_out_on ? new Date(`${changes.reach_out_on}T00:00:00Z`) : null;
  const { count } = await db.applicationContact.updateMany({
    where: { id: contactId, userId },
    data,
  });
  if (count === 0) throw new AppError('NOT_FOUND', 'Contact not found');
  return getBookContactOrThrow({ userId, contactId });
}
