import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';

export type DeleteContactOptions = { userId: string; applicationId: string; contactId: string };

/**
 * Removes a contact from one of the user's applications: a contact linked only to it is deleted
 * (as before the contacts book), one linked to other applications too is only unlinked (ADR 193).
 */
export async function deleteContact({
  userId,
  applicationId,
  contactId,
}: DeleteContactOptions): Promise<void> {
  const db = await prisma();
  await db.$transaction(async (tx) => {
    const contact = await tx.applicationContact.findFirst({
      where: { id: contactId, userId, applications: { some: { id: applicationId, userId } } },
      select: { id: true, _count: { select: { applications: true } } },
    });
    if (!contact) throw new AppError('NOT_FOUND', 'Contact not found');
    if (contact._count.applications > 1) {
      await tx.applicationContact.update({
        where: { id: contact.id },
        data: { applications: { disconnect: { id: applicationId } } },
      });
    } else {
      await tx.applicationContact.delete({ where: { id: contact.id } });
    }
  });
}
