import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import type { BookContactDto, InteractionDto } from '@/lib/contracts/contacts';

const ymd = (d: Date) => d.toISOString().slice(0, 10);

export const interactionSelect = {
  id: true,
  kind: true,
  occurredOn: true,
  note: true,
  createdAt: true,
} satisfies Prisma.ContactInteractionSelect;

/** Newest first: the day it happened, then when it was logged. */
export const interactionOrder = [
  { occurredOn: 'desc' },
  { createdAt: 'desc' },
  { id: 'desc' },
] satisfies Prisma.ContactInteractionOrderByWithRelationInput[];

type InteractionRow = Prisma.ContactInteractionGetPayload<{ select: typeof interactionSelect }>;

/** An interaction row as the API answers it. */
export function toInteractionDto(row: InteractionRow): InteractionDto {
  return {
    id: row.id,
    kind: row.kind,
    occurred_on: ymd(row.occurredOn),
    note: row.note,
    created_at: row.createdAt.toISOString(),
  };
}

/** The select for one book contact of `userId`: its fields, last interaction and linked applications. */
export function bookContactSelect(userId: string) {
  return {
    id: true,
    name: true,
    company: true,
    role: true,
    email: true,
    phone: true,
    linkedinUrl: true,
    notes: true,
    reachOutOn: true,
    createdAt: true,
    updatedAt: true,
    interactions: {
      where: { userId },
      orderBy: interactionOrder,
      take: 1,
      select: interactionSelect,
    },
    applications: {
      where: { userId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: { id: true, company: true, jobTitle: true },
    },
  } satisfies Prisma.ApplicationContactSelect;
}

type BookContactRow = Prisma.ApplicationContactGetPayload<{
  select: ReturnType<typeof bookContactSelect>;
}>;

/** A book contact row as the API answers it. */
export function toBookContactDto(row: BookContactRow): BookContactDto {
  const last = row.interactions[0];
  return {
    id: row.id,
    name: row.name,
    company: row.company,
    role: row.role,
    email: row.email,
    phone: row.phone,
    linkedin_url: row.linkedinUrl,
    notes: row.notes,
    reach_out_on: row.reachOutOn ? ymd(row.reachOutOn) : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    last_interaction: last ? toInteractionDto(last) : null,
    applications: row.applications.map((a) => ({
      id: a.id,
      company: a.company,
      job_title: a.jobTitle,
    })),
  };
}
