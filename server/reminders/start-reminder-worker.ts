import 'server-only';
import type PgBoss from 'pg-boss';
import type { PrismaClient } from '@/generated/prisma/client';
import { startJobWorker, type JobWorker } from '@/server/jobs/start-job-worker';
import { reminderJobs } from './reminder-jobs';

export type StartReminderWorkerOptions = {
  db: PrismaClient;
  /** pg-boss on PostgreSQL; without it (PGlite) an in-process poller reads the same table. */
  boss: PgBoss | null;
  pollMs: number;
};

export type ReminderWorker = JobWorker;

/**
 * Works due reminders through the jobs module (ADR 206): pg-boss fed by the arming sweep on
 * PostgreSQL, the poller on PGlite; deliverReminder's claim keeps every reminder to one email.
 */
export function startReminderWorker(options: StartReminderWorkerOptions): Promise<ReminderWorker> {
  return startJobWorker({ ...options, kind: reminderJobs });
}
