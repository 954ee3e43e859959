import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import type { ChangedReminder } from './arm-soon-due-reminders';
import { syncTaskReminder } from './sync-task-reminder';

type ImportedTask = { id: string; dueAt: Date | null; doneAt: Date | null };

/**
 * Plans reminders for freshly imported tasks inside the import's transaction, visiting only open
 * tasks due after now: a task due in the past gets none (importing it is no reason to email about
 * it). The applications' own reminders are written by the lifecycle with them (ADR 200). Returns
 * the reminders created, for armSoonDueReminders after the commit.
 */
export async function syncImportedReminders(options: {
  tx: Prisma.TransactionClient;
  userId: string;
  tasks: ImportedTask[];
  now?: Date;
}): Promise<ChangedReminder[]> {
  const changed: ChangedReminder[] = [];
  const now = (options.now ?? new Date()).getTime();
  for (const t of options.tasks) {
    if (t.doneAt === null && t.dueAt !== null && t.dueAt.getTime() > now)
      changed.push(
        ...(await syncTaskReminder({
          tx: options.tx,
          userId: options.userId,
          taskId: t.id,
          now: new Date(now),
        })),
      );
  }
  return changed;
}
