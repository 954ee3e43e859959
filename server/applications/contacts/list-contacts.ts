import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { ContactDto } from '@/lib/contracts/application-answers';
import { contactSelect, toContactDto } from './contact-dto';

export type ListContactsOptions = { userId: string; applicationId: string };

/** The contacts linked to the application, oldest first; another user's application is a 404. */
export async function listContacts({
  userId,
  applicationId,
}: ListContactsOptions): Promise<ContactDto[]> {
  const db = await prisma();
  const app = await db.application.findFirst({
    where: { id: applicationId, userId },
    select: { id: true },
  });
  if (!app) throw new AppError('NOT_FOUND', 'Application not found');
  const rows = await db.applicationContact.findMany({
    where: { userId, applications: { some: { id: applicationId, userId } } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: contactSelect,
  });
  return rows.map(toContactDto);
}
