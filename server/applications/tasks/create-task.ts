import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { armSoonDueReminders } from '@/server/reminders/arm-soon-due-reminders';
import { syncTaskReminder } from '@/server/reminders/sync-task-reminder';
import type { CreateTaskInput } from '@/lib/tasks/task-schemas';
import type { TaskDto } from '@/lib/contracts/tasks';
import { resolveTaskDue } from './resolve-task-due';
import { taskSelect, toTaskDto } from './task-dto';

export type CreateTaskOptions = { userId: string; applicationId: string; input: CreateTaskInput };

/** Adds a task to one of the user's applications; a due time plans its reminder in the same transaction. */
export async function createTask({
  userId,
  applicationId,
  input,
}: CreateTaskOptions): Promise<TaskDto> {
  const db = await prisma();
  const { row, changed } = await db.$transaction(async (tx) => {
    const app = await tx.application.findFirst({
      where: { id: applicationId, userId },
      select: { user: { select: { timezone: true } } },
    });
    if (!app) throw new AppError('NOT_FOUND', 'Application not found');
    const dueAt =
      input.due_at === null
        ? null
        : resolveTaskDue({
            dueAt: input.due_at,
            timezone: input.timezone,
            userZone: app.user.timezone,
          });
    const row = await tx.applicationTask.create({
      data: { userId, applicationId, title: input.title, dueAt },
      select: taskSelect,
    });
    const changed = await syncTaskReminder({ tx, userId, taskId: row.id });
    return { row, changed };
  });
  await armSoonDueReminders(changed);
  return toTaskDto(row);
}
