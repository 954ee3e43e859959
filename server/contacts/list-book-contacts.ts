import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import { prisma } from '@/server/db/client';
import type { ContactSearchQuery } from '@/lib/contacts/contact-book-schemas';
import type { BookContactDto } from '@/lib/contracts/contacts';
import { bookContactSelect, toBookContactDto } from './contact-book-dto';

export type ListBookContactsOptions = { userId: string; query: ContactSearchQuery };

/** The book's rows a screen can hold at once; a search narrows beyond that. */
const MAX_ROWS = 500;

/** The user's contacts by name, narrowed by `q` (name, company, role or email) and an application. */
export async function listBookContacts({
  userId,
  query,
}: ListBookContactsOptions): Promise<BookContactDto[]> {
  const db = await prisma();
  const where: Prisma.ApplicationContactWhereInput = { userId };
  if (query.q) {
    const contains = { contains: query.q, mode: 'insensitive' as const };
    where.OR = [{ name: contains }, { company: contains }, { role: contains }, { email: contains }];
  }
  if (query.application_id) where.applications = { some: { id: query.application_id, userId } };
  const rows = await db.applicationContact.findMany({
    where,
    orderBy: [{ name: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
    take: MAX_ROWS,
    select: bookContactSelect(userId),
  });
  return rows.map(toBookContactDto);
}
