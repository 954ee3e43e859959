import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import type { ChangedReminder } from './arm-soon-due-reminders';
import { syncReminders } from './sync-reminders';

type When = Date | string | null | undefined;
type ImportedApplication = {
  id?: string;
  status: string;
  interviewAt?: When;
  followUpDate?: When;
  appliedDate?: When;
  createdAt?: When;
};

const time = (w: When) => (w ? new Date(w).getTime() : null);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Plans reminders for freshly imported applications inside the import's transaction, visiting
 * only the ones that can still need one (a future interview, a recent follow-up date, an
 * application still in Applied from the last 15 days), so a 10,000-row import stays quick.
 * Returns the reminders created, for armSoonDueReminders after the commit.
 */
export async function syncImportedReminders(options: {
  tx: Prisma.TransactionClient;
  userId: string;
  applications: ImportedApplication[];
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
  return changed;
}
