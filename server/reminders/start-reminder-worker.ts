import 'server-only';
import type PgBoss from 'pg-boss';
import type { PrismaClient } from '@/generated/prisma/client';
import { log } from '@/server/log';
import { armDueReminders } from './arm-due-reminders';
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

/** Runs `tick` every `ms` (never two at once, first run at once) until stopped. */
function every(
  ms: number,
  name: string,
  tick: (stopped: () => boolean) => Promise<unknown>,
): ReminderWorker {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = tick(() => stopped)
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, ms);
  timer.unref();
  run();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** PGlite: picks due rows (and SENDING rows whose lease ran out) from the table and sends them. */
async function sendDueRows(db: PrismaClient, stopped: () => boolean): Promise<void> {
  const now = new Date();
  const due = await db.reminder.findMany({
    where: {
      OR: [
        { status: 'PENDING', nextAttemptAt: { lte: now } },
        {
          status: 'SENDING',
          claimedAt: { lt: new Date(now.getTime() - CLAIM_LEASE_SECONDS * 1000) },
        },
      ],
    },
    select: { id: true },
    orderBy: { nextAttemptAt: 'asc' },
    take: 25,
  });
  for (const { id } of due) {
    if (stopped()) return;
    // Failures are logged and rescheduled by deliverReminder; the poller just moves on.
    await deliverReminder({ db, reminderId: id }).catch(() => {});
  }
}

/**
 * Works due reminders. On PostgreSQL a sweep every `pollMs` writes pg-boss jobs for reminders
 * coming due (ADR 103) and pg-boss hands them out (timing, retries with backoff, expiry of jobs
 * whose worker died); on PGlite a timer picks due rows. Both send through deliverReminder, whose
 * claim keeps every reminder to one email.
 */
export async function startReminderWorker({
  db,
  boss,
  pollMs,
}: StartReminderWorkerOptions): Promise<ReminderWorker> {
  if (boss) {
    const workerId = await boss.work<Job>(
      REMINDER_QUEUE,
      { pollingIntervalSeconds: pollMs / 1000, batchSize: 5 },
      async (jobs) => {
        for (const job of jobs) {
          await deliverReminder({
            db,
            reminderId: job.data.reminderId,
            dueAt: new Date(job.data.dueAt),
          });
        }
      },
    );
    const sweep = every(pollMs, 'reminder sweep', () => armDueReminders({ db, boss }));
    log.info({ pollMs }, 'reminder worker started (pg-boss, with the arming sweep)');
    return {
      stop: async () => {
        await sweep.stop();
        await boss.offWork(workerId);
      },
    };
  }
  const poller = every(pollMs, 'reminder poller', (stopped) => sendDueRows(db, stopped));
  log.info({ pollMs }, 'reminder worker started (in-process poller)');
  return poller;
}
