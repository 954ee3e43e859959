import 'server-only';
import type { Database } from '@/server/db/open-database';
import type { ApplicationStatus } from '@/lib/applications/status';
import { PLAIN_FIELDS, type PlainFieldName } from '@/lib/applications/fields';
import type { ReminderKindName } from '@/server/reminders/plan-reminders';
import { applicationColumns } from '../application-columns';
import type { ApplicationRow } from '../application-dto';

const ARRAY_TYPE = { text: 'text', date: 'date', amount: 'numeric', smallint: 'smallint' } as const;

/** The fixed columns first, then every plain field of the list (lib/applications/fields.ts). */
const COLUMNS: [column: string, type: string][] = [
  ['id', 'text'],
  ['created_at', 'timestamptz'],
  ['status', 'text'],
  ['interview_at', 'timestamptz'],
  ['interview_timezone', 'text'],
  ...PLAIN_FIELDS.map((f): [string, string] => [f.api, ARRAY_TYPE[f.kind]]),
];
const at = (i: number) => `$${i + 2}::${COLUMNS[i]![1]}[]`;
const HISTORY = COLUMNS.length + 2;
const REMINDERS = HISTORY + 4;

/**
 * New applications with their 'created' activity events, their status history and their planned
 * reminders in ONE statement (ADR 101, ADR 200): one round trip, atomic on its own, one text for
 * one application or five thousand (each column an array), so PostgreSQL prepares it once per
 * connection. History and reminder rows name their application by id.
 */
const INSERT = `
  WITH a AS (
    INSERT INTO applications (user_id, updated_at, ${COLUMNS.map(([c]) => c).join(', ')})
    SELECT $1, v.created_at, ${COLUMNS.map(([c]) => (c === 'status' ? `v.status::"ApplicationStatus"` : `v.${c}`)).join(', ')}
    FROM unnest(${COLUMNS.map((_, i) => at(i)).join(', ')}) AS v(${COLUMNS.map(([c]) => c).join(', ')})
    RETURNING *
  ), e AS (
    INSERT INTO application_events (id, user_id, application_id, kind, job_title, company, status, created_at)
    SELECT gen_random_uuid()::text, a.user_id, a.id, 'CREATED'::"ApplicationEventKind", a.job_title, a.company, a.status, a.created_at FROM a
  ), h AS (
    INSERT INTO application_status_changes (id, user_id, application_id, from_status, status, changed_at)
    SELECT gen_random_uuid()::text, a.user_id, a.id, h.from_status::"ApplicationStatus", h.status::"ApplicationStatus", h.changed_at
    FROM unnest($${HISTORY}::text[], $${HISTORY + 1}::text[], $${HISTORY + 2}::text[], $${HISTORY + 3}::timestamptz[])
      AS h(application_id, from_status, status, changed_at)
    JOIN a ON a.id = h.application_id
  ), r AS (
    INSERT INTO reminders (id, user_id, application_id, kind, due_at, next_attempt_at, updated_at)
    SELECT r.id, a.user_id, a.id, r.kind::"ReminderKind", r.due_at, r.due_at, now()
    FROM unnest($${REMINDERS}::text[], $${REMINDERS + 1}::text[], $${REMINDERS + 2}::text[], $${REMINDERS + 3}::timestamptz[])
      AS r(id, application_id, kind, due_at)
    JOIN a ON a.id = r.application_id
  )
  SELECT ${applicationColumns('a').sql} FROM a`;

/** One application's row as the statement writes it: API-named values, ids and times chosen by the caller. */
export type ApplicationInsert = {
  id: string;
  createdAt: Date;
  status: ApplicationStatus;
  interviewAt: Date | null;
  interviewTimezone: string | null;
  values: Record<PlainFieldName, string | number | null>;
  history: { from: ApplicationStatus | null; to: ApplicationStatus; at: Date }[];
  reminders: { id: string; kind: ReminderKindName; dueAt: Date }[];
};

export type InsertApplicationsOptions = {
  /** The database, or a transaction's (see create-applications.ts). */
  db: Pick<Database, 'query'>;
  userId: string;
  applications: readonly ApplicationInsert[];
};

/** Runs the one statement for the applications given; answers their rows. */
export async function insertApplications({
  db,
  userId,
  applications: apps,
}: InsertApplicationsOptions): Promise<ApplicationRow[]> {
  const fixed: ((a: ApplicationInsert) => unknown)[] = [
    (a) => a.id,
    (a) => a.createdAt.toISOString(),
    (a) => a.status,
    (a) => a.interviewAt?.toISOString() ?? null,
    (a) => a.interviewTimezone,
  ];
  const columns = [...fixed, ...PLAIN_FIELDS.map((f) => (a: ApplicationInsert) => a.values[f.api])];
  const history = apps.flatMap((a) => a.history.map((h) => ({ id: a.id, ...h })));
  const reminders = apps.flatMap((a) => a.reminders.map((r) => ({ app: a.id, ...r })));
  return db.query<ApplicationRow>('insert-applications', INSERT, [
    userId,
    ...columns.map((column) => apps.map(column)),
    history.map((h) => h.id),
    history.map((h) => h.from),
    history.map((h) => h.to),
    history.map((h) => h.at.toISOString()),
    reminders.map((r) => r.id),
    reminders.map((r) => r.app),
    reminders.map((r) => r.kind),
    reminders.map((r) => r.dueAt.toISOString()),
  ]);
}
