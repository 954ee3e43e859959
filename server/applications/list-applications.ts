import 'server-only';
import { database } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { ApplicationStatus } from '@/lib/applications/status';
import type { ApplicationListItem } from '@/lib/contracts/application-answers';
import type { WorkMode } from '@/lib/applications/tracker-fields';
import {
  APPLICATION_JSON_COLUMNS,
  withInterviewDate,
  type ApplicationJsonRow,
} from './application-json-sql';

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
  const where = ['a.user_id = $1'];
  let n = 1;
  if (filters.status) where.push(`a.status = $${++n}::"ApplicationStatus"`);
  if (filters.text) {
    const p = `$${++n}::text`;
    where.push(`(a.job_title ILIKE ${p} OR a.company ILIKE ${p} OR a.notes ILIKE ${p})`);
  }
  if (filters.workMode) where.push(`a.work_mode = $${++n}::text`);
  if (filters.source) where.push(`lower(a.source) = lower($${++n}::text)`);
  if (filters.priority) where.push(`a.priority = $${++n}::smallint`);
  // A salary range overlaps the one asked for; one end alone stands for both.
  if (filters.salaryMin) where.push(`coalesce(a.salary_max, a.salary_min) >= $${++n}::numeric`);
  if (filters.salaryMax) where.push(`coalesce(a.salary_min, a.salary_max) <= $${++n}::numeric`);
  if (filters.after) where.push(`(a.created_at, a.id) < ($${++n}::timestamptz, $${++n}::text)`);
  const limit = filters.limit ? ` LIMIT $${++n}::int` : '';
  const shape =
    Object.entries(filters)
      .filter(([, on]) => on)
      .map(([k]) => k)
      .join('+') || 'all';
  return {
    name: `list-applications:${shape}`,
    // The sent resume's match score (the table's Match column) rides along: one row per application.
    text: `SELECT ${APPLICATION_JSON_COLUMNS}
      FROM applications a LEFT JOIN sent_resumes s ON s.application_id = a.id AND s.user_id = a.user_id
      WHERE ${where.join(' AND ')} ORDER BY a.created_at DESC, a.id DESC${limit}`,
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

export type ApplicationList = { data: ApplicationListItem[]; next_cursor?: string | null };

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [ms, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(Number(ms));
  if (!id || Number.isNaN(createdAt.getTime()))
    throw new AppError('VALIDATION_ERROR', 'cursor is not one this API gave out');
  return { createdAt, id };
}

/** The cursor after a row (its JSON text: read once, for the page's last row only). */
function cursorAfter(json: string): string {
  const row = JSON.parse(json) as { created_at: string; id: string };
  return Buffer.from(`${Date.parse(row.created_at)}|${row.id}`, 'utf8').toString('base64url');
}

/**
 * The user's applications, newest first, optionally searched, filtered and paged (keyset), as the
 * answer's JSON text (`{"data":[…]}`, plus `next_cursor` when paged): the database writes each row
 * (ADR 195), so 5,000 rows never become JavaScript objects on the way out.
 */
export async function listApplicationsJson({
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
}: ListApplicationsOptions): Promise<string> {
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
  const rows = await (await database()).query<ApplicationJsonRow>(name, sql, values);
  const page = limit ? rows.slice(0, limit) : rows;
  const data = `{"data":[${page.map(withInterviewDate).join(',')}]`;
  if (!limit) return `${data}}`;
  const last = page.at(-1);
  const next = rows.length > limit && last ? JSON.stringify(cursorAfter(last.json)) : 'null';
  return `${data},"next_cursor":${next}}`;
}

/** The same list as objects (the MCP tools and other in-process readers). */
export async function listApplications(options: ListApplicationsOptions): Promise<ApplicationList> {
  return JSON.parse(await listApplicationsJson(options)) as ApplicationList;
}
