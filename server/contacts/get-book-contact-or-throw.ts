import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { BookContactDto } from '@/lib/contracts/contacts';
import { bookContactSelect, toBookContactDto } from './contact-book-dto';

export type GetBookContactOptions = { userId: string; contactId: string };

/** One of the user's contacts with its last interaction and applications; another user's is a 404. */
export async function getBookContactOrThrow({
  userId,
  contactId,
}: GetBookContactOptions): Promise<BookContactDto> {
  const db = await prisma();
  const row = await db.applicationContact.findFirst({
    where: { id: contactId, userId },
    select: bookContactSelect(userId),
  });
  if (!row) throw new AppError('NOT_FOUND', 'Contact not found');
  return toBookContactDto(row);
}
