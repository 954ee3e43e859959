import 'server-only';
import { Prisma } from '@/generated/prisma/client';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { ApplicationStatus } from '@/lib/applications/status';
import type { ApplicationDto } from '@/lib/applications/types';
import { toApplicationDto, type ApplicationRow } from './application-dto';

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
  if (!id || !ms || Number.isNaN(createdAt.getTime())) throw new AppError('VALIDATION_ERROR', 'cursor is not one this API gave out');
  return { createdAt, id };
}

function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.getTime()}|${row.id}`, 'utf8').toString('base64url');
}

/** ILIKE pattern matching `q` literally (its % _ and \ escaped). */
function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The user's applications, newest first, optionally searched, filtered and paged (keyset).
 * Plain SQL rather than findMany: the whole list (hundreds of rows) is the hot path, and Prisma's
 * row mapping cost several times the query itself in bench/api.
 */
export async function listApplications({ userId, q, status, limit, cursor }: ListApplicationsOptions): Promise<ApplicationList> {
  const db = await prisma();
  const where = [Prisma.sql`user_id = ${userId}`];
  if (status) where.push(Prisma.sql`status = ${status}::"ApplicationStatus"`);
  if (q) {
    const like = containsPattern(q);
    where.push(Prisma.sql`(job_title ILIKE ${like} OR company ILIKE ${like} OR notes ILIKE ${like})`);
  }
  if (cursor) {
    const c = decodeCursor(cursor);
    where.push(Prisma.sql`(created_at, id) < (${c.createdAt}::timestamptz, ${c.id})`);
  }
  const rows = await db.$queryRaw<ApplicationRow[]>`
    SELECT id, job_title AS "jobTitle", company, status::text AS status, applied_date AS "appliedDate", job_link AS "jobLink",
           notes, job_description AS "jobDescription", interview_at AS "interviewAt", interview_timezone AS "interviewTimezone",
           follow_up_date AS "followUpDate", created_at AS "createdAt", updated_at AS "updatedAt"
    FROM applications
    WHERE ${Prisma.join(where, ' AND ')}
    ORDER BY created_at DESC, id DESC
    ${limit ? Prisma.sql`LIMIT ${limit + 1}` : Prisma.empty}`;
  if (!limit) return { data: rows.map(toApplicationDto) };
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { data: page.map(toApplicationDto), next_cursor: rows.length > limit && last ? encodeCursor(last) : null };
}
