import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { BookContactDto } from '@/lib/contracts/contacts';
import { getBookContactOrThrow } from './get-book-contact-or-throw';

export type UnlinkContactApplicationOptions = {
  userId: string;
  contactId: string;
  applicationId: string;
};

/** Removes the link between a contact and an application; both stay. Not linked is a 404. */
export async function unlinkContactApplication({
  userId,
  contactId,
  applicationId,
}: UnlinkContactApplicationOptions): Promise<BookContactDto> {
  const db = await prisma();
  const linked = await db.applicationContact.findFirst({
    where: { id: contactId, userId, applications: { some: { id: applicationId, userId } } },
    select: { id: true },
  });
  if (!linked) {
    const contact = await db.applicationContact.count({ where: { id: contactId, userId } });
    throw new AppError(
      'NOT_FOUND',
      contact ? 'The contact is not linked to that application' : 'Contact not found',
    );
  }
  await db.applicationContact.update({
    where: { id: linked.id },
    data: { applications: { disconnect: { id: applicationId } } },
  });
  return getBookContactOrThrow({ userId, contactId });
}
