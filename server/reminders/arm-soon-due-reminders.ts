import 'server-only';
import { database } from '@/server/db/client';
import { log } from '@/server/log';
import { armDueReminders } from './arm-due-reminders';
import { ARM_HORIZON_SECONDS } from './reminder-constants';
import { jobBoss } from '@/server/jobs/job-boss';

/** A reminder a change created or moved, with its due time. */
export type ChangedReminder = { id: string; dueAt: Date };

/**
 * Called after a change commits. When it created or moved a reminder due within the sweep's
 * horizon (an interview 50 minutes away), the sweep runs now on PostgreSQL instead of at its next
 * tick, so the reminder goes out at once. Anything else waits for the periodic sweep (ADR 103);
 * PGlite's poller reads the table itself. A failure here is logged, not thrown: the change is
 * saved and the next sweep arms the reminder.
 */
export async function armSoonDueReminders(changed: readonly ChangedReminder[]): Promise<void> {
  const soon = Date.now() + ARM_HORIZON_SECONDS * 1000;
  if (!changed.some((r) => r.dueAt.getTime() <= soon)) return;
  try {
    const db = await database();
    if (db.kind !== 'postgres') return;
    await armDueReminders({ db: db.prisma, boss: await jobBoss() });
  } catch (error) {
    log.warn({ err: error }, 'arming a soon-due reminder failed; the next sweep will');
  }
}
