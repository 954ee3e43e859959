import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import { database } from '@/server/db/client';
import { planReminders } from './plan-reminders';
import { REMINDER_QUEUE } from './reminder-constants';
import { reminderBoss } from './reminder-boss';

export type SyncRemindersOptions = { tx: Prisma.TransactionClient; userId: string; applicationId: string; now?: Date };

// pg-boss writes its job through our transaction, so the job exists exactly when the change commits.
const sqlParam = (v: unknown) => (v === undefined ? null : v !== null && typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : v);

/**
 * Brings an application's reminders in line with it, inside the caller's transaction: creates
 * the ones it should have, moves (and re-arms) those whose time changed, cancels pending ones it
 * no longer needs. On PostgreSQL each new or moved reminder gets a pg-boss job starting at its
 * due time in the same transaction; a job for an old time finds nothing to claim and ends.
 */
export async function syncReminders({ tx, userId, applicationId, now = new Date() }: SyncRemindersOptions): Promise<void> {
  const app = await tx.application.findFirst({
    where: { id: applicationId, userId },
    select: { interviewAt: true, followUpDate: true, appliedDate: true, createdAt: true, status: true, user: { select: { timezone: true } } },
  });
  if (!app) return;
  const plan = planReminders({ ...app, userZone: app.user.timezone, now });
  const existing = await tx.reminder.findMany({ where: { applicationId, userId }, select: { id: true, kind: true, dueAt: true, status: true } });
  const armed: { id: string; dueAt: Date }[] = [];
  for (const p of plan) {
    const row = existing.find((e) => e.kind === p.kind);
    if (!row) {
      const created = await tx.reminder.create({
        data: { userId, applicationId, kind: p.kind, dueAt: p.dueAt, nextAttemptAt: p.dueAt },
        select: { id: true },
      });
      armed.push({ id: created.id, dueAt: p.dueAt });
    } else if (row.dueAt.getTime() !== p.dueAt.getTime() || row.status === 'CANCELLED') {
      await tx.reminder.update({
        where: { id: row.id },
        data: { dueAt: p.dueAt, nextAttemptAt: p.dueAt, status: 'PENDING', attempts: 0, lastError: null, claimedAt: null, sentAt: null },
      });
      armed.push({ id: row.id, dueAt: p.dueAt });
    }
  }
  const dropped = existing.filter((e) => !plan.some((p) => p.kind === e.kind) && (e.status === 'PENDING' || e.status === 'FAILED')).map((e) => e.id);
  if (dropped.length) await tx.reminder.updateMany({ where: { id: { in: dropped }, userId }, data: { status: 'CANCELLED' } });

  if (!armed.length || (await database()).kind !== 'postgres') return;
  const boss = await reminderBoss();
  const db = { executeSql: async (text: string, values: unknown[] = []) => ({ rows: await tx.$queryRawUnsafe<unknown[]>(text, ...values.map(sqlParam)) }) };
  for (const r of armed) {
    await boss.send(REMINDER_QUEUE, { reminderId: r.id, dueAt: r.dueAt.toISOString() }, { startAfter: r.dueAt, db });
  }
}
