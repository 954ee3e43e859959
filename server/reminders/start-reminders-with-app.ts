import 'server-only';
import { database } from '@/server/db/client';
import { env } from '@/server/env';
import { log } from '@/server/log';
import { jobBoss } from '@/server/jobs/job-boss';
import { startReminderWorker } from './start-reminder-worker';

/**
 * Called once at server start (instrumentation.ts). With WORKER=off the instance only schedules
 * (on PostgreSQL it still opens pg-boss, so its jobs can be written); otherwise it also sends.
 */
export async function startRemindersWithApp(): Promise<void> {
  const { WORKER, REMINDER_POLL_MS } = env();
  const db = await database();
  const boss = db.kind === 'postgres' ? await jobBoss() : null;
  if (WORKER === 'off') {
    log.info('reminder worker off (WORKER=off): this instance schedules but does not send');
    return;
  }
  await startReminderWorker({ db: db.prisma, boss, pollMs: REMINDER_POLL_MS });
}
