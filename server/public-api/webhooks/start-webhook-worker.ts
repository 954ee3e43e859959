import 'server-only';
import type PgBoss from 'pg-boss';
import type { PrismaClient } from '@/generated/prisma/client';
import { log } from '@/server/log';
import { armDueWebhooks } from './arm-due-webhooks';
import { deliverWebhook } from './deliver-webhook';
import { WEBHOOK_CLAIM_LEASE_SECONDS, WEBHOOK_QUEUE } from './webhook-constants';

export type StartWebhookWorkerOptions = { db: PrismaClient; boss: PgBoss | null; pollMs: number };
export type WebhookWorker = { stop: () => Promise<void> };

/** Runs `tick` every `ms` (never two at once, first run at once) until stopped. */
function every(ms: number, name: string, tick: () => Promise<unknown>): WebhookWorker {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = tick()
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

/** PGlite: sends due deliveries (and SENDING ones whose worker went quiet) from the table. */
async function sendDueRows(db: PrismaClient): Promise<void> {
  const now = new Date();
  const due = await db.webhookDelivery.findMany({
    where: {
      OR: [
        { status: 'PENDING', nextAttemptAt: { lte: now } },
        {
          status: 'SENDING',
          claimedAt: { lt: new Date(now.getTime() - WEBHOOK_CLAIM_LEASE_SECONDS * 1000) },
        },
      ],
    },
    select: { id: true },
    orderBy: { nextAttemptAt: 'asc' },
    take: 25,
  });
  for (const { id } of due) await deliverWebhook({ db, deliveryId: id });
}

/** Makes sure the webhook queue exists (no pg-boss retries: the table schedules them, ADR 152). */
async function ensureQueue(boss: PgBoss): Promise<void> {
  if (await boss.getQueue(WEBHOOK_QUEUE)) return;
  await boss
    .createQueue(WEBHOOK_QUEUE, { name: WEBHOOK_QUEUE, retryLimit: 0, expireInSeconds: 60 })
    .catch(async (error: unknown) => {
      if (!(await boss.getQueue(WEBHOOK_QUEUE))) throw error; // another instance created it at the same moment
    });
}

/**
 * Works webhook deliveries with the reminders' machinery (ADR 070, 103, 152): on PostgreSQL a
 * sweep every `pollMs` arms pg-boss jobs for due deliveries and pg-boss hands them out to every
 * instance; on PGlite a timer reads the table. Both send through deliverWebhook, whose claim keeps
 * each delivery to one sender at a time.
 */
export async function startWebhookWorker({
  db,
  boss,
  pollMs,
}: StartWebhookWorkerOptions): Promise<WebhookWorker> {
  if (boss) {
    await ensureQueue(boss);
    const workerId = await boss.work<{ deliveryId: string }>(
      WEBHOOK_QUEUE,
      { pollingIntervalSeconds: Math.max(0.5, pollMs / 1000), batchSize: 5 },
      async (jobs) => {
        for (const job of jobs) await deliverWebhook({ db, deliveryId: job.data.deliveryId });
      },
    );
    const sweep = every(pollMs, 'webhook sweep', () => armDueWebhooks({ db, boss }));
    return {
      stop: async () => {
        await sweep.stop();
        await boss.offWork(workerId);
      },
    };
  }
  return every(pollMs, 'webhook poller', () => sendDueRows(db));
}
