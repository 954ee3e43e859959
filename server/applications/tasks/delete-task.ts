import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';

export type DeleteTaskOptions = { userId: string; applicationId: string; taskId: string };

/** Removes one task of one of the user's applications; its reminder goes with it (cascade). */
export async function deleteTask({
  userId,
  applicationId,
  taskId,
}: DeleteTaskOptions): Promise<void> {
  const db = await prisma();
  const { count } = await db.applicationTask.deleteMany({
    where: { id: taskId, applicationId, userId },
  });
  if (count === 0) throw new AppError('NOT_FOUND', 'Task not found');
}
