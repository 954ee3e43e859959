import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import type { ChangedReminder } from './arm-soon-due-reminders';
import { planTaskReminder } from './plan-task-reminder';

export type SyncTaskReminderOptions = {
  tx: Prisma.TransactionClient;
  userId: string;
  taskId: string;
  now?: Date;
};

/**
 * Brings a task's TASK_DUE reminder in line with the task, inside the caller's transaction: one
 * at its due time while it is open; moved (and re-armed, ADR 103) when the due time changes;
 * cancelled when it is done or its due time is removed. Deleting the task deletes the row
 * (cascade). A sent reminder for an unchanged due time stays sent, so it never goes twice.
 * Returns the created or moved reminder, for armSoonDueReminders after the commit.
 */
export async function syncTaskReminder({
  tx,
  userId,
  taskId,
  now = new Date(),
}: SyncTaskReminderOptions): Promise<ChangedReminder[]> {
  const task = await tx.applicationTask.findFirst({
    where: { id: taskId, userId },
    select: {
      applicationId: true,
      dueAt: true,
      doneAt: true,
      reminder: { select: { id: true, dueAt: true, status: true } },
    },
  });
  if (!task) return [];
  const due = planTaskReminder({ dueAt: task.dueAt, done: task.doneAt !== null, now });
  const row = task.reminder;
  if (!due) {
    if (row && (row.status === 'PENDING' || row.status === 'FAILED'))
      await tx.reminder.updateMany({
        where: { id: row.id, userId, status: { in: ['PENDING', 'FAILED'] } },
        data: { status: 'CANCELLED' },
      });
    return [];
  }
  if (!row) {
    const created = await tx.reminder.create({
      data: {
        userId,
        applicationId: task.applicationId,
        taskId,
        kind: 'TASK_DUE',
        dueAt: due,
        nextAttemptAt: due,
      },
      select: { id: true },
    });
    return [{ id: created.id, dueAt: due }];
  }
  if (row.dueAt.getTime() === due.getTime() && row.status !== 'CANCELLED') return [];
  await tx.reminder.update({
    where: { id: row.id },
    data: {
      dueAt: due,
      nextAttemptAt: due,
      armedDueAt: null,
      status: 'PENDING',
      attempts: 0,
      lastError: null,
      claimedAt: null,
      sentAt: null,
    },
  });
  return [{ id: row.id, dueAt: due }];
}
