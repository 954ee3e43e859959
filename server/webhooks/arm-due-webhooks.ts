import 'server-only';
import type PgBoss from 'pg-boss';
import type { PrismaClient } from '@/generated/prisma/client';
import { armDueJobs } from '@/server/jobs/arm-due-jobs';
import { webhookJobs } from './webhook-jobs';

export type ArmDueWebhooksOptions = { db: PrismaClient; boss: PgBoss; horizonSeconds?: number };

/**
 * The PostgreSQL sweep for webhook deliveries (ADR 152) on the jobs module: gives a pg-boss job to
 * every delivery due within the horizon that has none, and to every SENDING delivery whose worker
 * died. Returns how many were armed.
 */
export function armDueWebhooks(options: ArmDueWebhooksOptions): Promise<number> {
  return armDueJobs({ ...options, kind: webhookJobs });
}
