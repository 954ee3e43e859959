import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import type { TaskDto } from '@/lib/contracts/tasks';
import { taskSelect, toTaskDto } from './task-dto';

export type ListTasksOptions = { userId: string; applicationId: string };

/** An application's tasks: open ones first by due time (undated last), then done ones; another user's application is a 404. */
export async function listTasks({ userId, applicationId }: ListTasksOptions): Promise<TaskDto[]> {
  const db = await prisma();
  const app = await db.application.findFirst({
    where: { id: applicationId, userId },
    select: { id: true },
  });
  if (!app) throw new AppError('NOT_FOUND', 'Application not found');
  const rows = await db.applicationTask.findMany({
    where: { applicationId, userId },
    orderBy: [
      { doneAt: { sort: 'desc', nulls: 'first' } },
      { dueAt: { sort: 'asc', nulls: 'last' } },
      { createdAt: 'asc' },
      { id: 'asc' },
    ],
    select: taskSelect,
  });
  return rows.map(toTaskDto);
}
