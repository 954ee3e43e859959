import 'server-only';
import { database } from '@/server/db/client';
import { env } from '@/server/env';
import { jobBoss } from '@/server/jobs/job-boss';
import { startWebhookWorker } from './start-webhook-worker';

/** Called once at server start (instrumentation.ts): instances with the worker on deliver webhooks. */
export async function startWebhooksWithApp(): Promise<void> {
  const { WORKER, REMINDER_POLL_MS } = env();
  if (WORKER === 'off') return;
  const db = await database();
  const boss = db.kind === 'postgres' ? await jobBoss() : null;
  await startWebhookWorker({ db: db.prisma, boss, pollMs: REMINDER_POLL_MS });
}
