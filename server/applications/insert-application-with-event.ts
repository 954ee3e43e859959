import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Prisma } from '@/generated/prisma/client';
import type { AddApplicationInput } from '@/lib/applications/schemas';
import { applicationColumns } from './application-columns';
import type { ApplicationRow } from './application-dto';

const COLUMNS = applicationColumns('a');

/**
 * Inserts an application and its 'created' activity event in one statement (one round trip,
 * atomic): 0.3 ms of CPU against 1.8 ms for two Prisma creates (ADR 101). Runs in the caller's
 * transaction, where history, reminders and the sent-resume copy are written too.
 */
export async function insertApplicationWithEvent(options: { db: Prisma.TransactionClient; userId: string; input: AddApplicationInput }): Promise<ApplicationRow> {
  const { db, userId, input } = options;
  const rows = await db.$queryRaw<ApplicationRow[]>`
    WITH a AS (
      INSERT INTO applications (id, user_id, job_title, company, status, applied_date, job_link, notes, job_description, updated_at)
      VALUES (${randomUUID()}, ${userId}, ${input.job_title}, ${input.company}, ${input.status}::"ApplicationStatus",
              ${input.applied_date}::date, ${input.job_link}, ${input.notes}, ${input.job_description}, now())
      RETURNING *
    ), e AS (
      INSERT INTO application_events (id, user_id, application_id, kind, job_title, company, status, created_at)
      SELECT ${randomUUID()}, a.user_id, a.id, 'CREATED'::"ApplicationEventKind", a.job_title, a.company, a.status, a.created_at FROM a
    )
    SELECT ${COLUMNS} FROM a`;
  const row = rows[0];
  if (!row) throw new Error('insert returned no row');
  return row;
}
