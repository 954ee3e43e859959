import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { armSoonDueReminders } from '@/server/reminders/arm-soon-due-reminders';
import { syncTaskReminder } from '@/server/reminders/sync-task-reminder';
import type { UpdateTaskInput } from '@/lib/tasks/task-schemas';
import type { TaskDto } from '@/lib/contracts/tasks';
import { resolveTaskDue } from './resolve-task-due';
import { taskSelect, toTaskDto } from './task-dto';

export type UpdateTaskOptions = {
  userId: string;
  applicationId: string;
  taskId: string;
  changes: UpdateTaskInput;
};

/**
 * Changes only the fields sent (title, due time, done), and brings the task's reminder in line in
 * the same transaction: moved with the due time, cancelled when done or undated. A task of
 * another application or user is a 404.
 */
export async function updateTask({
  userId,
  applicationId,
  taskId,
  changes,
}: UpdateTaskOptions): Promise<TaskDto> {
  const db = await prisma();
  const where = { id: taskId, applicationId, userId };
  const { row, changed } = await db.$transaction(async (tx) => {
    const current = await tx.applicationTask.findFirst({
      where,
      select: { doneAt: true, user: { select: { timezone: true } } },
    });
    if (!current) throw new AppError('NOT_FOUND', 'Task not found');
    const data: Prisma.ApplicationTaskUpdateManyMutationInput = {};
    if (changes.title !== undefined) data.title = changes.title;
    if (changes.due_at !== undefined)
      data.dueAt =
        changes.due_at === null
          ? null
          : resolveTaskDue({
              dueAt: changes.due_at,
              timezone: changes.timezone,
              userZone: current.user.timezone,
            });
    if (changes.done !== undefined && changes.done !== (current.doneAt !== null))
      data.doneAt = changes.done ? new Date() : null;
    await tx.applicationTask.updateMany({ where, data });
    const changed = await syncTaskReminder({ tx, userId, taskId });
    const row = await tx.applicationTask.findFirstOrThrow({ where, select: taskSelect });
    return { row, changed };
  });
  await armSoonDueReminders(changed);
  return toTaskDto(row);
}
