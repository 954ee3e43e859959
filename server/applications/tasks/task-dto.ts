import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import type { TaskDto } from '@/lib/contracts/tasks';

export const taskSelect = {
  id: true,
  applicationId: true,
  title: true,
  dueAt: true,
  doneAt: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.ApplicationTaskSelect;

type TaskRow = Prisma.ApplicationTaskGetPayload<{ select: typeof taskSelect }>;

/** A task row as the API answers it. */
export function toTaskDto(row: TaskRow): TaskDto {
  return {
    id: row.id,
    application_id: row.applicationId,
    title: row.title,
    due_at: row.dueAt?.toISOString() ?? null,
    done: row.doneAt !== null,
    done_at: row.doneAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
