import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import { database } from '@/server/db/client';
import { REMINDER_QUEUE } from './reminder-constants';
import { reminderBoss } from './reminder-boss';

export type ArmedReminder = { id: string; dueAt: Date };

// pg-boss writes its job through our transaction, so the job exists exactly when the change commits.
const sqlParam = (v: unknown) => (v === undefined ? null : v !== null && typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : v);

/** Whether `count` new or moved reminders need jobs written in the caller's transaction (PostgreSQL: pg-boss; PGlite's poller reads the table). */
export async function remindersNeedJobs(count: number): Promise<boolean> {
  return count > 0 && (await database()).kind === 'postgres';
}

/**
 * On PostgreSQL, gives each new or moved reminder a pg-boss job starting at its due time, inside
 * the caller's transaction; a job for an old time finds nothing to claim and ends. On PGlite
 * nothing: the in-process poller reads the reminders table itself.
 */
export async function armReminderJobs(tx: Prisma.TransactionClient, armed: readonly ArmedReminder[]): Promise<void> {
  if (!(await remindersNeedJobs(armed.length))) return;
  const boss = await reminderBoss();
  const db = { executeSql: async (text: string, values: unknown[] = []) => ({ rows: await tx.$queryRawUnsafe<unknown[]>(text, ...values.map(sqlParam)) }) };
  for (const r of armed) {
    await boss.send(REMINDER_QUEUE, { reminderId: r.id, dueAt: r.dueAt.toISOString() }, { startAfter: r.dueAt, db });
  }
}
