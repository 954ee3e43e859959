import 'server-only';
import type PgBoss from 'pg-boss';
import type { Prisma, PrismaClient } from '@/generated/prisma/client';
import { ensureQueue } from './ensure-queue';
import type { JobKind } from './job-kind';

export type ArmDueJobsOptions<Data extends object> = {
  db: PrismaClient;
  boss: PgBoss;
  kind: JobKind<Data>;
  /** Arm rows due up to this far ahead (default: the kind's; tests widen it). */
  horizonSeconds?: number;
  /** Rows per transaction; the sweep repeats until fewer come back. */
  batchSize?: number;
};

const sqlParam = (v: unknown) =>
  v === undefined
    ? null
    : v !== null && typeof v === 'object' && !(v instanceof Date)
      ? JSON.stringify(v)
      : v;

/** pg-boss's `db` option over a Prisma transaction: its job rows commit or roll back with ours. */
function throughTransaction(tx: Prisma.TransactionClient) {
  return {
    executeSql: async (text: string, values: unknown[] = []) => ({
      rows: await tx.$queryRawUnsafe<unknown[]>(text, ...values.map(sqlParam)),
    }),
  };
}

/**
 * The PostgreSQL sweep (ADR 103, 206): in one transaction per batch, the kind takes its due rows
 * (FOR UPDATE SKIP LOCKED) and marks them armed, and their pg-boss jobs are written through the
 * same transaction — a rolled-back sweep leaves no job, a committed one always has its jobs.
 * Returns how many jobs were armed.
 */
export async function armDueJobs<Data extends object>({
  db,
  boss,
  kind,
  horizonSeconds = kind.horizonSeconds,
  batchSize = 500,
}: ArmDueJobsOptions<Data>): Promise<number> {
  await ensureQueue(boss, kind);
  let total = 0;
  for (;;) {
    const armed = await db.$transaction(async (tx) => {
      const jobs = await kind.arm(tx, { now: new Date(), horizonSeconds, limit: batchSize });
      if (jobs.length)
        await boss.insert(
          jobs.map((j) => ({
            name: kind.queue,
            data: j.data,
            startAfter: j.startAfter.toISOString(),
          })),
          { db: throughTransaction(tx) },
        );
      return jobs.length;
    });
    total += armed;
    if (armed < batchSize) return total;
  }
}
