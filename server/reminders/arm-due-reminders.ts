import 'server-only';
import type PgBoss from 'pg-boss';
import type { PrismaClient } from '@/generated/prisma/client';
import { armDueJobs } from '@/server/jobs/arm-due-jobs';
import { reminderJobs } from './reminder-jobs';

export type ArmDueRemindersOptions = {
  db: PrismaClient;
  boss: PgBoss;
  /** Arm reminders due up to this far ahead (tests widen it). */
  horizonSeconds?: number;
  /** Rows per transaction; the sweep repeats until fewer come back. */
  batchSize?: number;
};

/**
 * The PostgreSQL sweep for reminders (ADR 103) on the jobs module: every pending reminder due
 * within the horizon that has no job yet gets a pg-boss job starting at its due time. Returns how
 * many reminders were armed.
 */
export function armDueReminders(options: ArmDueRemindersOptions): Promise<number> {
  return armDueJobs({ ...options, kind: reminderJobs });
}
