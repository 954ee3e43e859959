import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { ApplicationStatus } from '@/lib/applications/status';
import type { ApplicationDto } from '@/lib/applications/types';
import { applicationSelect, toApplicationDto } from './application-dto';
import { toDbStatus } from './db-status';

export type ListApplicationsOptions = {
  userId: string;
  q?: string;
  status?: ApplicationStatus;
  /** Page size; without it every application comes back (the spec's default answer). */
  limit?: number;
  cursor?: string;
};

export type ApplicationList = { data: ApplicationDto[]; next_cursor?: string | null };

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [ms, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(Number(ms));
  if (!id || Number.isNaN(createdAt.getTime())) throw new AppError('VALIDATION_ERROR', 'cursor is not one this API gave out');
  return { createdAt, id };
}

function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.getTime()}|${row.id}`, 'utf8').toString('base64url');
}

/** The user's applications, newest first, optionally searched, filtered and paged (keyset). */
export async function listApplications({ userId, q, status, limit, cursor }: ListApplicationsOptions): Promise<ApplicationList> {
  const db = await prisma();
  const and: Prisma.ApplicationWhereInput[] = [{ userId }];
  if (status) and.push({ status: toDbStatus(status) });
  if (q) {
    // Prisma passes % and _ through to LIKE: escape them so the search is literal.
    const text = q.replace(/[\\%_]/g, (c) => `\\${c}`);
    and.push({
      OR: [
        { jobTitle: { contains: text, mode: 'insensitive' } },
        { company: { contains: text, mode: 'insensitive' } },
        { notes: { contains: text, mode: 'insensitive' } },
      ],
    });
  }
  if (cursor) {
    const c = decodeCursor(cursor);
    and.push({ OR: [{ createdAt: { lt: c.createdAt } }, { createdAt: c.createdAt, id: { lt: c.id } }] });
  }
  const rows = await db.application.findMany({
    where: { AND: and },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: applicationSelect,
    take: limit ? limit + 1 : undefined,
  });
  if (!limit) return { data: rows.map(toApplicationDto) };
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { data: page.map(toApplicationDto), next_cursor: rows.length > limit && last ? encodeCursor(last) : null };
}
