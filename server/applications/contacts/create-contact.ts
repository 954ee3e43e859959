import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { ContactInput } from '@/lib/applications/contact-schemas';
import type { ContactDto } from '@/lib/contracts/application-answers';
import { contactSelect, toContactDto } from './contact-dto';

export type CreateContactOptions = { userId: string; applicationId: string; input: ContactInput };

/** Adds a contact to one of the user's applications. */
export async function createContact({
  userId,
  applicationId,
  input,
}: CreateContactOptions): Promise<ContactDto> {
  const db = await prisma();
  const app = await db.application.findFirst({
    where: { id: applicationId, userId },
    select: { id: true, company: true },
  });
  if (!app) throw new AppError('NOT_FOUND', 'Application not found');
  // A contact of the book (ADR 193), linked to this application; its company is the application's.
  const row = await db.applicationContact.create({
    data: {
      userId,
      applications: { connect: { id: app.id } },
      company: app.company,
      name: input.name,
      role: input.role,
      email: input.email,
      phone: input.phone,
      linkedinUrl: input.linkedin_url,
      notes: input.notes,
    },
    select: contactSelect,
  });
  return toContactDto(row);
}
