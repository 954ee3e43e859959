import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import type { ChangedReminder } from './arm-soon-due-reminders';
import { syncReminders } from './sync-reminders';
import { syncTaskReminder } from './sync-task-reminder';

type When = Date | string | null | undefined;
type ImportedApplication = {
  id?: string;
  status: string;
  interviewAt?: When;
  followUpDate?: When;
  appliedDate?: When;
  createdAt?: When;
};
type ImportedTask = { id: string; dueAt: Date | null; doneAt: Date | null };

const time = (w: When) => (w ? new Date(w).getTime() : null);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Plans reminders for freshly imported applications and tasks inside the import's transaction,
 * visiting only the ones that can still need one (a future interview, a recent follow-up date, an
 * application still in Applied from the last 15 days, an open task due after now), so a 10,000-row
 * import stays quick. A task due in the past gets none: importing it is no reason to email about it.
 * Returns the reminders created, for armSoonDueReminders after the commit.
 */
export async function syncImportedReminders(options: {
  tx: Prisma.TransactionClient;
  userId: string;
  applications: ImportedApplication[];
  tasks?: ImportedTask[];
  now?: Date;
}): Promise<ChangedReminder[]> {
  const changed: ChangedReminder[] = [];
  const now = (options.now ?? new Date()).getTime();
  for (const a of options.applications) {
    const since = time(a.appliedDate) ?? time(a.createdAt);
    const interview = time(a.interviewAt);
    const followUp = time(a.followUpDate);
    const live =
      (interview !== null && interview > now) ||
      (followUp !== null && followUp > now - 2 * DAY_MS) ||
      (a.status === 'Applied' && (since === null || since > now - 15 * DAY_MS));
    if (live && a.id)
      changed.push(
        ...(await syncReminders({ tx: options.tx, userId: options.userId, applicationId: a.id })),
      );
  }
  for (const t of options.tasks ?? []) {
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
