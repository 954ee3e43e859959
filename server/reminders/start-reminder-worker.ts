import 'server-only';
import type PgBoss from 'pg-boss';
import type { PrismaClient } from '@/generated/prisma/client';
import { log } from '@/server/log';
import { deliverReminder } from './deliver-reminder';
import { CLAIM_LEASE_SECONDS, REMINDER_QUEUE } from './reminder-constants';

export type StartReminderWorkerOptions = {
  db: PrismaClient;
  /** pg-boss on PostgreSQL; without it (PGlite) an in-process poller reads the same table. */
  boss: PgBoss | null;
  pollMs: number;
};

export type ReminderWorker = { stop: () => Promise<void> };

type Job = { reminderId: string; dueAt: string };

/**
 * Works due reminders. On PostgreSQL pg-boss hands out the jobs (timing, retries with backoff,
 * expiry of jobs whose worker died); on PGlite a timer picks due rows. Both send through
 * deliverReminder, whose claim keeps every reminder to one email.
 */
export async function startReminderWorker({ db, boss, pollMs }: StartReminderWorkerOptions): Promise<ReminderWorker> {
  if (boss) {
    const workerId = await boss.work<Job>(REMINDER_QUEUE, { pollingIntervalSeconds: pollMs / 1000, batchSize: 5 }, async (jobs) => {
      for (const job of jobs) {
        await deliverReminder({ db, reminderId: job.data.reminderId, dueAt: new Date(job.data.dueAt) });
      }
    });
    log.info({ pollMs }, 'reminder worker started (pg-boss)');
    return { stop: () => boss.offWork(workerId) };
  }

  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = async () => {
    const now = new Date();
    const due = await db.reminder.findMany({
      where: {
        OR: [
          { status: 'PENDING', nextAttemptAt: { lte: now } },
          { status: 'SENDING', claimedAt: { lt: new Date(now.getTime() - CLAIM_LEASE_SECONDS * 1000) } },
        ],
      },
      select: { id: true },
      orderBy: { nextAttemptAt: 'asc' },
      take: 25,
    });
    for (const { id } of due) {
      if (stopped) return;
      // Failures are logged and rescheduled by deliverReminder; the poller just moves on.
      await deliverReminder({ db, reminderId: id }).catch(() => {});
    }
  };
  const timer = setInterval(() => {
    if (running) return;
    running = tick()
      .catch((error: unknown) => log.error({ err: error }, 'reminder poller failed'))
      .finally(() => {
        running = null;
      });
  }, pollMs);
  timer.unref();
  log.info({ pollMs }, 'reminder worker started (in-process poller)');
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
