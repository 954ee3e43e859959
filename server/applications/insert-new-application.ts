import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Database } from '@/server/db/open-database';
import type { AddApplicationInput } from '@/lib/applications/schemas';
import type { PlannedReminder } from '@/server/reminders/plan-reminders';
import type { ChangedReminder } from '@/server/reminders/arm-soon-due-reminders';
import { applicationColumns } from './application-columns';
import type { ApplicationRow } from './application-dto';

/**
 * The application, its 'created' activity event, its first status-history row and its planned
 * reminders (as three parallel arrays, none when empty) in ONE statement: one round trip, atomic
 * on its own, the same text whatever the input, so PostgreSQL prepares it once per connection.
 */
const INSERT = `
  WITH a AS (
    INSERT INTO applications (id, user_id, job_title, company, status, applied_date, follow_up_date, job_link, notes, job_description, created_at, updated_at, source,
      location, work_mode, salary_min, salary_max, salary_currency, salary_period, priority, deadline)
    VALUES ($1, $2, $3, $4, $5::"ApplicationStatus", $6::date, $16::date, $7, $8, $9, $10::timestamptz, $10::timestamptz, $17,
      $18, $19, $20::numeric, $21::numeric, $22, $23, $24::smallint, $25::date)
    RETURNING *
  ), e AS (
    INSERT INTO application_events (id, user_id, application_id, kind, job_title, company, status, created_at)
    SELECT $11, a.user_id, a.id, 'CREATED'::"ApplicationEventKind", a.job_title, a.company, a.status, a.created_at FROM a
  ), h AS (
    INSERT INTO application_status_changes (id, user_id, application_id, from_status, status, changed_at)
    SELECT $12, a.user_id, a.id, NULL, a.status, a.created_at FROM a
  ), r AS (
    INSERT INTO reminders (id, user_id, application_id, kind, due_at, next_attempt_at, updated_at)
    SELECT v.id, a.user_id, a.id, v.kind::"ReminderKind", v.due_at, v.due_at, now()
    FROM a, unnest($13::text[], $14::text[], $15::timestamptz[]) AS v(id, kind, due_at)
  )
  SELECT ${applicationColumns('a').sql} FROM a`;

export type InsertNewApplicationOptions = {
  /** The database, or a transaction's (see create-application.ts). */
  db: Pick<Database, 'query'>;
  userId: string;
  input: AddApplicationInput;
  /** The creation instant (created_at, and the clock the reminders were planned on). */
  now: Date;
  /** The reminders planned for the new application (plan-reminders.ts). */
  reminders: readonly PlannedReminder[];
};

/**
 * Inserts a new application with everything that comes with it in one statement: a new
 * application has no reminders to reconcile, so the plan is written as is (ADR 101). Returns the
 * row and the reminders written (armSoonDueReminders after the commit).
 */
export async function insertNewApplication({
  db,
  userId,
  input,
  now,
  reminders,
}: InsertNewApplicationOptions): Promise<{ row: ApplicationRow; reminders: ChangedReminder[] }> {
  const written = reminders.map((r) => ({ id: randomUUID(), kind: r.kind, dueAt: r.dueAt }));
  const rows = await db.query<ApplicationRow>('insert-new-application', INSERT, [
    randomUUID(),
    userId,
    input.job_title,
    input.company,
    input.status,
    input.applied_date,
    input.job_link,
    input.notes,
    input.job_description,
    now.toISOString(),
    randomUUID(),
    randomUUID(),
    written.map((r) => r.id),
    written.map((r) => r.kind),
    written.map((r) => r.dueAt.toISOString()),
    input.follow_up_date,
    input.source,
    input.location,
    input.work_mode,
    input.salary_min,
    input.salary_max,
    input.salary_currency,
    input.salary_period,
    input.priority,
    input.deadline,
  ]);
  const row = rows[0];
  if (!row) throw new Error('insert returned no row');
  return { row, reminders: written.map(({ id, dueAt }) => ({ id, dueAt })) };
}
