import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { BookContactDto } from '@/lib/contracts/contacts';
import { getBookContactOrThrow } from './get-book-contact-or-throw';

export type LinkContactApplicationOptions = {
  userId: string;
  contactId: string;
  applicationId: string;
};

/** Links one of the user's contacts to one of their applications; linking twice changes nothing. */
export async function linkContactApplication({
  userId,
  contactId,
  applicationId,
}: LinkContactApplicationOptions): Promise<BookContactDto> {
  const db = await prisma();
  await db.$transaction(async (tx) => {
    const contact = await tx.applicationContact.findFirst({
      where: { id: contactId, userId },
      select: { id: true },
    });
    if (!contact) throw new AppError('NOT_FOUND', 'Contact not found');
    const app = await tx.application.findFirst({
      where: { id: applicationId, userId },
      select: { id: true },
    });
    if (!app) throw new AppError('NOT_FOUND', 'Application not found');
    await tx.applicationContact.update({
      where: { id: contact.id },
      data: { applications: { connect: { id: app.id } } },
    });
  });
  return getBookContactOrThrow({ userId, contactId });
}
