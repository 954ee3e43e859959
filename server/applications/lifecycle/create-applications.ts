import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Prisma } from '@/generated/prisma/client';
import { database } from '@/server/db/client';
import type { Database } from '@/server/db/open-database';
import { planReminders } from '@/server/reminders/plan-reminders';
import { recordSentResume, SENT_COPY_TRANSACTION } from '@/server/resumes/sent/record-sent-resume';
import type { ApplicationStatus } from '@/lib/applications/status';
import { PLAIN_FIELDS, type PlainFieldName } from '@/lib/applications/fields';
import type { ApplicationRow } from '../application-dto';
import { toDbStatus } from '../db-status';
import { insertApplications, type ApplicationInsert } from './insert-applications';

const day = (ymd: string | null) => (ymd ? new Date(`${ymd}T00:00:00Z`) : null);

/** A new application: its API-named values, and what an import brings beyond them. */
export type NewApplication = {
  values: { [K in PlainFieldName]: string | number | null } & { status: ApplicationStatus };
  /** Its id (an account import links contacts and tasks to it); new when absent. */
  id?: string;
  /** When it was created (an import keeps file order or the exported time); now when absent. */
  createdAt?: Date;
  interview?: { at: Date; timezone: string } | null;
  /** Its status history (an account import restores the exported one); one first row when absent. */
  history?: { from: ApplicationStatus | null; to: ApplicationStatus; at: Date }[];
  /** A saved resume to copy as "what I sent" (one application at a time). */
  resumeId?: string;
};

export type CreateApplicationsOptions = {
  userId: string;
  /** The user's IANA zone (date reminders go at 09:00 there). */
  userZone: string | null;
  applications: readonly NewApplication[];
  /** The caller's transaction (the account import); the statement runs on its own otherwise. */
  tx?: Prisma.TransactionClient;
  now?: Date;
};

const onTransaction = (tx: Prisma.TransactionClient): Pick<Database, 'query'> => ({
  query: <T>(_name: string, text: string, values: unknown[]) =>
    tx.$queryRawUnsafe<T[]>(text, ...values),
});

/**
 * Writes new applications with their side effects (insert-applications.ts): one statement, in a
 * transaction only when a sent-resume copy goes with it or the caller has one. Answers the rows
 * and the reminders written (to arm after the commit).
 */
export async function createApplications({
  userId,
  userZone,
  applications,
  tx,
  now = new Date(),
}: CreateApplicationsOptions): Promise<{
  rows: ApplicationRow[];
  reminders: { id: string; dueAt: Date }[];
}> {
  if (!applications.length) return { rows: [], reminders: [] };
  const inserts: ApplicationInsert[] = applications.map((a) => {
    const createdAt = a.createdAt ?? now;
    const values = Object.fromEntries(
      PLAIN_FIELDS.map((f) => [f.api, a.values[f.api]]),
    ) as ApplicationInsert['values'];
    const planned = planReminders({
      interviewAt: a.interview?.at ?? null,
      followUpDate: day(a.values.follow_up_date as string | null),
      appliedDate: day(a.values.applied_date as string | null),
      createdAt,
      status: toDbStatus(a.values.status),
      userZone,
      now,
    });
    return {
      id: a.id ?? randomUUID(),
      createdAt,
      status: a.values.status,
      interviewAt: a.interview?.at ?? null,
      interviewTimezone: a.interview?.timezone ?? null,
      values,
      history: a.history ?? [{ from: null, to: a.values.status, at: createdAt }],
      reminders: planned.map((r) => ({ id: randomUUID(), kind: r.kind, dueAt: r.dueAt })),
    };
  });
  const reminders = inserts.flatMap((a) => a.reminders.map(({ id, dueAt }) => ({ id, dueAt })));
  const copies = applications.flatMap((a, i) =>
    a.resumeId ? [{ applicationId: inserts[i]!.id, resumeId: a.resumeId }] : [],
  );
  const write = async (t: Prisma.TransactionClient) => {
    const rows = await insertApplications({ db: onTransaction(t), userId, applications: inserts });
    for (const c of copies) await recordSentResume({ tx: t, userId, ...c });
    return rows;
  };
  if (tx) return { rows: await write(tx), reminders };
  const db = await database();
  const rows = copies.length
    ? await db.prisma.$transaction(write, SENT_COPY_TRANSACTION)
    : await insertApplications({ db, userId, applications: inserts });
  return { rows, reminders };
}
