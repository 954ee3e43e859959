import 'server-only';
import { prisma } from '@/server/db/client';
import type { TaskWithApplicationDto } from '@/lib/contracts/tasks';
import { taskSelect, toTaskDto } from './task-dto';

export type ListAllTasksOptions = {
  userId: string;
  /** Only tasks due at or before this instant (undated tasks are left out then). */
  dueBefore?: Date;
  /** Only done (true) or open (false) tasks; both when absent. */
  done?: boolean;
};

/** The user's tasks over all applications, soonest due first (undated last), with each application's names. */
export async function listAllTasks({
  userId,
  dueBefore,
  done,
}: ListAllTasksOptions): Promise<TaskWithApplicationDto[]> {
  const db = await prisma();
  const rows = await db.applicationTask.findMany({
    where: {
      userId,
      ...(dueBefore ? { dueAt: { lte: dueBefore } } : {}),
      ...(done === undefined ? {} : { doneAt: done ? { not: null } : null }),
    },
    orderBy: [{ dueAt: { sort: 'asc', nulls: 'last' } }, { createdAt: 'asc' }, { id: 'asc' }],
    select: { ...taskSelect, application: { select: { company: true, jobTitle: true } } },
    take: 500,
  });
  return rows.map((r) => ({
    ...toTaskDto(r),
    company: r.application.company,
    job_title: r.application.jobTitle,
  }));
}
