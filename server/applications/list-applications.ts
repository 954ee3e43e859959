import 'server-only';
import { database } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { ApplicationStatus } from '@/lib/applications/status';
import type { ApplicationDto } from '@/lib/applications/types';
import type { WorkMode } from '@/lib/applications/tracker-fields';
import { applicationColumns } from './application-columns';
import { toApplicationDto, type ApplicationRow } from './application-dto';

const COLUMNS = applicationColumns().sql;

/**
 * The list query for the filters given, and a statement name per combination of them, so each
 * shape is prepared once per connection with a plan of its own (one statement with "$n IS NULL OR"
 * conditions for all of them plans worse).
 */
type Filters = {
  status: boolean;
  text: boolean;
  workMode: boolean;
  source: boolean;
  priority: boolean;
  salaryMin: boolean;
  salaryMax: boolean;
  after: boolean;
  limit: boolean;
};

function listQuery(filters: Filters): {
  name: string;
  text: string;
} {
  const where = ['user_id = $1'];
  let n = 1;
  if (filters.status) where.push(`status = $${++n}::"ApplicationStatus"`);
  if (filters.text) {
    const p = `$${++n}::text`;
    where.push(`(job_title ILIKE ${p} OR company ILIKE ${p} OR notes ILIKE ${p})`);
  }
  if (filters.workMode) where.push(`work_mode = $${++n}::text`);
  if (filters.source) where.push(`lower(source) = lower($${++n}::text)`);
  if (filters.priority) where.push(`priority = $${++n}::smallint`);
  // A salary range overlaps the one asked for; one end alone stands for both.
  if (filters.salaryMin) where.push(`coalesce(salary_max, salary_min) >= $${++n}::numeric`);
  if (filters.salaryMax) where.push(`coalesce(salary_min, salary_max) <= $${++n}::numeric`);
  if (filters.after) where.push(`(created_at, id) < ($${++n}::timestamptz, $${++n}::text)`);
  const limit = filters.limit ? ` LIMIT $${++n}::int` : '';
  const shape =
    Object.entries(filters)
      .filter(([, on]) => on)
      .map(([k]) => k)
      .join('+') || 'all';
  return {
    name: `list-applications:${shape}`,
    text: `SELECT ${COLUMNS} FROM applications WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC${limit}`,
  };
}

export type ListApplicationsOptions = {
  userId: string;
  q?: string;
  status?: ApplicationStatus;
  workMode?: WorkMode;
  /** Compared without case. */
  source?: string;
  priority?: number;
  /** Applications whose salary reaches at least this amount. */
  salaryMin?: number;
  /** Applications whose salary starts at or below this amount. */
  salaryMax?: number;
  /** Page size; without it every application comes back (the spec's default answer). */
  limit?: number;
  cursor?: string;
};

export type ApplicationList = { data: ApplicationDto[]; next_cursor?: string | null };

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [ms, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(Number(ms));
  if (!id || Number.isNaN(createdAt.getTime()))
    throw new AppError('VALIDATION_ERROR', 'cursor is not one this API gave out');
  return { createdAt, id };
}

function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.getTime()}|${row.id}`, 'utf8').toString('base64url');
}

/** The user's applications, newest first, optionally searched, filtered and paged (keyset). */
export async function listApplications({
  userId,
  q,
  status,
  workMode,
  source,
  priority,
  salaryMin,
  salaryMax,
  limit,
  cursor,
}: ListApplicationsOptions): Promise<ApplicationList> {
  // % and _ are LIKE wildcards: escape them so the search is literal.
  const text = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const after = cursor ? decodeCursor(cursor) : null;
  const { name, text: sql } = listQuery({
    status: Boolean(status),
    text: text !== null,
    workMode: Boolean(workMode),
    source: Boolean(source),
    priority: priority !== undefined,
    salaryMin: salaryMin !== undefined,
    salaryMax: salaryMax !== undefined,
    after: after !== null,
    limit: Boolean(limit),
  });
  const values: unknown[] = [userId];
  if (status) values.push(status);
  if (text !== null) values.push(text);
  if (workMode) values.push(workMode);
  if (source) values.push(source);
  if (priority !== undefined) values.push(priority);
  if (salaryMin !== undefined) values.push(salaryMin);
  if (salaryMax !== undefined) values.push(salaryMax);
  if (after) values.push(after.createdAt.toISOString(), after.id);
  if (limit) values.push(limit + 1);
  // A prepared statement on the driver (ADR 101): no Prisma work per row.
  const rows = await (await database()).query<ApplicationRow>(name, sql, values);
  if (!limit) return { data: rows.map(toApplicationDto) };
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    data: page.map(toApplicationDto),
    next_cursor: rows.length > limit && last ? encodeCursor(last) : null,
  };
}
