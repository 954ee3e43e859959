import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import type { ChangedReminder } from './arm-soon-due-reminders';
import { planReminders } from './plan-reminders';

export type SyncRemindersOptions = {
  tx: Prisma.TransactionClient;
  userId: string;
  applicationId: string;
  now?: Date;
};

/**
 * Brings an application's reminders in line with it, inside the caller's transaction: creates
 * the ones it should have, moves those whose time changed (clearing their armed time, so the
 * PostgreSQL sweep writes them a new job; ADR 103), cancels pending ones it no longer needs.
 * Returns the created and moved reminders, for armSoonDueReminders after the commit.
 */
export async function syncReminders({
  tx,
  userId,
  applicationId,
  now = new Date(),
}: SyncRemindersOptions): Promise<ChangedReminder[]> {
  const app = await tx.application.findFirst({
    where: { id: applicationId, userId },
    select: {
      interviewAt: true,
      followUpDate: true,
      appliedDate: true,
      createdAt: true,
      status: true,
      user: { select: { timezone: true } },
    },
  });
  if (!app) return [];
  const plan = planReminders({ ...app, userZone: app.user.timezone, now });
  const existing = await tx.reminder.findMany({
    // A task's reminder belongs to its task (syncTaskReminder), not to the application's plan.
    where: { applicationId, userId, taskId: null },
    select: { id: true, kind: true, dueAt: true, status: true },
  });
  const changed: ChangedReminder[] = [];
  for (const p of plan) {
    const row = existing.find((e) => e.kind === p.kind);
    if (!row) {
      const created = await tx.reminder.create({
        data: { userId, applicationId, kind: p.kind, dueAt: p.dueAt, nextAttemptAt: p.dueAt },
        select: { id: true },
      });
      changed.push({ id: created.id, dueAt: p.dueAt });
    } else if (row.dueAt.getTime() !== p.dueAt.getTime() || row.status === 'CANCELLED') {
      await tx.reminder.update({
        where: { id: row.id },
        data: {
          dueAt: p.dueAt,
          nextAttemptAt: p.dueAt,
          armedDueAt: null,
          status: 'PENDING',
          attempts: 0,
          lastError: null,
          claimedAt: null,
          sentAt: null,
        },
      });
      changed.push({ id: row.id, dueAt: p.dueAt });
    }
  }
  const dropped = existing
    .filter(
      (e) =>
        !plan.some((p) => p.kind === e.kind) && (e.status === 'PENDING' || e.status === 'FAILED'),
    )
    .map((e) => e.id);
  if (dropped.length)
    await tx.reminder.updateMany({
      where: { id: { in: dropped }, userId },
      data: { status: 'CANCELLED' },
    });
  return changed;
}
