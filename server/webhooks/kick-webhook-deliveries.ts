import 'server-only';
import type { Database } from '@/server/db/open-database';
import { env } from '@/server/env';
import { log } from '@/server/log';
import { jobBoss } from '@/server/jobs/job-boss';
import { armDueWebhooks } from './arm-due-webhooks';
import { deliverWebhook } from './deliver-webhook';

/**
 * Starts new deliveries without waiting for the next tick, in the background: on PostgreSQL the
 * sweep arms their pg-boss jobs now (any worker instance then sends them); on PGlite, with the
 * worker on, this process sends them (the poller would within REMINDER_POLL_MS). Failures are
 * left to the periodic sweep or poller.
 */
export function kickWebhookDeliveries({ db, ids }: { db: Database; ids: string[] }): void {
  const run = async () => {
    if (db.kind === 'postgres') {
      await armDueWebhooks({ db: db.prisma, boss: await jobBoss() });
    } else if (env().WORKER === 'on') {
      for (const deliveryId of ids) await deliverWebhook({ db: db.prisma, deliveryId });
    }
  };
  void run().catch((error: unknown) =>
    log.warn({ err: error }, 'starting webhook deliveries failed; the next sweep will'),
  );
}
