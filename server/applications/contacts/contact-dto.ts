import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import type { ContactDto } from '@/lib/contracts/application-answers';

export const contactSelect = {
  id: true,
  name: true,
  role: true,
  email: true,
  phone: true,
  linkedinUrl: true,
  notes: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.ApplicationContactSelect;

type ContactRow = Prisma.ApplicationContactGetPayload<{ select: typeof contactSelect }>;

/** A contact row as the API answers it. */
export function toContactDto(row: ContactRow): ContactDto {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    email: row.email,
    phone: row.phone,
    linkedin_url: row.linkedinUrl,
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
