import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import type { ApplicationDto } from '@/lib/contracts/application-answers';
import { APPLICATION_FIELDS } from '@/lib/applications/fields';
import { toZonedIso } from '@/lib/time/wall-clock';
import { fromDbStatus } from './db-status';

type Listed = (typeof APPLICATION_FIELDS)[number]['prisma'];

/** The columns every application answer needs (never the owner or other rows), from the field list. */
export const applicationSelect = Object.fromEntries([
  ['id', true],
  ...APPLICATION_FIELDS.map((f) => [f.prisma, true]),
  ['createdAt', true],
  ['updatedAt', true],
]) as { [K in 'id' | Listed | 'createdAt' | 'updatedAt']: true } satisfies Prisma.ApplicationSelect;

export type ApplicationRow = Prisma.ApplicationGetPayload<{ select: typeof applicationSelect }>;

function dateOnly(d: Date | null): string | null {
  return d ? d.toISOString().slice(0, 10) : null;
}

/** A numeric column: Prisma reads a Decimal, the raw driver a string. */
function amount(v: Prisma.Decimal | string | number | null): number | null {
  return v === null ? null : Number(v);
}

/** A row as the API answers it: the field list's names, in its order. */
export function toApplicationDto(row: ApplicationRow): ApplicationDto {
  const values = row as unknown as Record<string, unknown>;
  const dto: Record<string, unknown> = { id: row.id };
  for (const f of APPLICATION_FIELDS) {
    const v = values[f.prisma];
    switch (f.kind) {
      case 'date':
        dto[f.api] = dateOnly(v as Date | null);
        break;
      case 'amount':
        dto[f.api] = amount(v as Prisma.Decimal | string | null);
        break;
      case 'status':
        dto[f.api] = fromDbStatus(row.status);
        break;
      case 'interview':
        dto[f.api] = row.interviewAt
          ? toZonedIso(row.interviewAt, row.interviewTimezone ?? 'UTC')
          : null;
        break;
      default:
        dto[f.api] = v;
    }
  }
  dto.created_at = row.createdAt.toISOString();
  dto.updated_at = row.updatedAt.toISOString();
  return dto as ApplicationDto;
}
