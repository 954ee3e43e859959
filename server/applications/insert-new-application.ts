import 'server-only';
import { randomUUID } from 'node:crypto';
import { Prisma } from '@/generated/prisma/client';
import type { AddApplicationInput } from '@/lib/applications/schemas';
import type { PlannedReminder } from '@/server/reminders/plan-reminders';
import type { ChangedReminder } from '@/server/reminders/arm-soon-due-reminders';
import { applicationColumns } from './application-columns';
import type { ApplicationRow } from './application-dto';

const COLUMNS = applicationColumns('a');

export type InsertNewApplicationOptions = {
  db: Prisma.TransactionClient;
  userId: string;
  input: AddApplicationInput;
  /** The creation instant (created_at, and the clock the reminders were planned on). */
  now: Date;
  /** The reminders planned for the new application (plan-reminders.ts). */
  reminders: readonly PlannedReminder[];
};

/**
 * Inserts an application with its 'created' activity event, its first status-history row and its
 * planned reminders in ONE statement (one round trip, atomic on its own): a new application has
 * no reminders to reconcile, so the plan is written as is (ADR 101). Returns the row and the
 * reminders written (armSoonDueReminders after the commit).
 */
export async function insertNewApplication({ db, userId, input, now, reminders }: InsertNewApplicationOptions): Promise<{ row: ApplicationRow; reminders: ChangedReminder[] }> {
  const armed = reminders.map((r) => ({ id: randomUUID(), kind: r.kind, dueAt: r.dueAt }));
  const reminderInsert = armed.length
    ? Prisma.sql`, r AS (
        INSERT INTO reminders (id, user_id, application_id, kind, due_at, next_attempt_at, updated_at)
        SELECT v.id, a.user_id, a.id, v.kind::"ReminderKind", v.due_at, v.due_at, now()
        FROM a, (VALUES ${Prisma.join(armed.map((r) => Prisma.sql`(${r.id}, ${r.kind}, ${r.dueAt}::timestamptz)`))}) AS v(id, kind, due_at)
      )`
    : Prisma.empty;
  const rows = await db.$queryRaw<ApplicationRow[]>`
    WITH a AS (
      INSERT INTO applications (id, user_id, job_title, company, status, applied_date, job_link, notes, job_description, created_at, updated_at)
      VALUES (${randomUUID()}, ${userId}, ${input.job_title}, ${input.company}, ${input.status}::"ApplicationStatus",
              ${input.applied_date}::date, ${input.job_link}, ${input.notes}, ${input.job_description}, ${now}::timestamptz, ${now}::timestamptz)
      RETURNING *
    ), e AS (
      INSERT INTO application_events (id, user_id, application_id, kind, job_title, company, status, created_at)
      SELECT ${randomUUID()}, a.user_id, a.id, 'CREATED'::"ApplicationEventKind", a.job_title, a.company, a.status, a.created_at FROM a
    ), h AS (
      INSERT INTO application_status_changes (id, user_id, application_id, from_status, status, changed_at)
      SELECT ${randomUUID()}, a.user_id, a.id, NULL, a.status, a.created_at FROM a
    )${reminderInsert}
    SELECT ${COLUMNS} FROM a`;
  const row = rows[0];
  if (!row) throw new Error('insert returned no row');
  return { row, reminders: armed.map(({ id, dueAt }) => ({ id, dueAt })) };
}
