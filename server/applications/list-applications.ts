import 'server-only';
import { Prisma } from '@/generated/prisma/client';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { ApplicationStatus } from '@/lib/applications/status';
import type { ApplicationDto } from '@/lib/applications/types';
import { applicationColumns } from './application-columns';
import { toApplicationDto, type ApplicationRow } from './application-dto';

const COLUMNS = applicationColumns();

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
  // Raw SQL (ADR 101): the same query Prisma built, without its per-row mapping cost.
  const where: Prisma.Sql[] = [Prisma.sql`user_id = ${userId}`];
  if (status) where.push(Prisma.sql`status = ${status}::"ApplicationStatus"`);
  if (q) {
    // % and _ are LIKE wildcards: escape them so the search is literal.
    const text = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(Prisma.sql`(job_title ILIKE ${text} OR company ILIKE ${text} OR notes ILIKE ${text})`);
  }
  if (cursor) {
    const c = decodeCursor(cursor);
    where.push(Prisma.sql`(created_at, id) < (${c.createdAt}::timestamptz, ${c.id})`);
  }
  const rows = await db.$queryRaw<ApplicationRow[]>`
    SELECT ${COLUMNS} FROM applications WHERE ${Prisma.join(where, ' AND ')}
    ORDER BY created_at DESC, id DESC
    ${limit ? Prisma.sql`LIMIT ${limit + 1}` : Prisma.empty}`;
  if (!limit) return { data: rows.map(toApplicationDto) };
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { data: page.map(toApplicationDto), next_cursor: rows.length > limit && last ? encodeCursor(last) : null };
}
