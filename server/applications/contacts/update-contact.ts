import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { ContactPatch } from '@/lib/applications/contact-schemas';
import type { ContactDto } from '@/lib/contracts/application-answers';
import { contactSelect, toContactDto } from './contact-dto';

export type UpdateContactOptions = {
  userId: string;
  applicationId: string;
  contactId: string;
  changes: ContactPatch;
};

/** Changes only the fields sent (for every application it is linked to); a contact not linked to this application, or another user's, is a 404. */
export async function updateContact({
  userId,
  applicationId,
  contactId,
  changes,
}: UpdateContactOptions): Promise<ContactDto> {
  const db = await prisma();
  const data: Prisma.ApplicationContactUpdateManyMutationInput = {};
  if (changes.name !== undefined) data.name = changes.name;
  if (changes.role !== undefined) data.role = changes.role;
  if (changes.email !== undefined) data.email = changes.email;
  if (changes.phone !== undefined) data.phone = changes.phone;
  if (changes.linkedin_url !== undefined) data.linkedinUrl = changes.linkedin_url;
  if (changes.notes !== undefined) data.notes = changes.notes;
  const where = { id: contactId, userId, applications: { some: { id: applicationId, userId } } };
  const { count } = await db.applicationContact.updateMany({ where, data });
  if (count === 0) throw new AppError('NOT_FOUND', 'Contact not found');
  const row = await db.applicationContact.findFirstOrThrow({ where, select: contactSelect });
  return toContactDto(row);
}
