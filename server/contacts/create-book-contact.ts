import 'server-only';
import { prisma } from '@/server/db/client';
import type { BookContactInput } from '@/lib/contacts/contact-book-schemas';
import type { BookContactDto } from '@/lib/contracts/contacts';
import { bookContactSelect, toBookContactDto } from './contact-book-dto';

export type CreateBookContactOptions = { userId: string; input: BookContactInput };

/** Adds a contact to the user's book, linked to no application yet. */
export async function createBookContact({
  userId,
  input,
}: CreateBookContactOptions): Promise<BookContactDto> {
  const db = await prisma();
  const row = await db.applicationContact.create({
    data: {
      userId,
      name: input.name,
      company: input.company,
      role: input.role,
      email: input.email,
      phone: input.phone,
      linkedinUrl: input.linkedin_url,
      notes: input.notes,
      reachOutOn: input.reach_out_on ? new Date(`${input.reach_out_on}T00:00:00Z`) : null,
    },
    select: bookContactSelect(userId),
  });
  return toBookContactDto(row);
}
