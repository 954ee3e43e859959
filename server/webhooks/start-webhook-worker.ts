import 'server-only';
import type PgBoss from 'pg-boss';
import type { PrismaClient } from '@/generated/prisma/client';
import { startJobWorker, type JobWorker } from '@/server/jobs/start-job-worker';
import { webhookJobs } from './webhook-jobs';

export type StartWebhookWorkerOptions = { db: PrismaClient; boss: PgBoss | null; pollMs: number };
export type WebhookWorker = JobWorker;

/**
 * Works webhook deliveries through the jobs module (ADR 152, 206): pg-boss fed by the arming
 * sweep on PostgreSQL, the poller on PGlite; deliverWebhook's claim keeps each delivery to one
 * sender at a time.
 */
export function startWebhookWorker(options: StartWebhookWorkerOptions): Promise<WebhookWorker> {
  return startJobWorker({ ...options, kind: webhookJobs });
}
