import 'server-only';
import type PgBoss from 'pg-boss';
import type { Prisma, PrismaClient } from '@/generated/prisma/client';
import { ARM_HORIZON_SECONDS, REMINDER_QUEUE } from './reminder-constants';

export type ArmDueRemindersOptions = {
  db: PrismaClient;
  boss: PgBoss;
  /** Arm reminders due up to this far ahead (tests widen it). */
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
 * The PostgreSQL sweep (ADR 103): gives every pending reminder due within the horizon that has
 * no job yet a pg-boss job starting at its due time, marking the row armed in the same
 * transaction. Rows are taken with FOR UPDATE SKIP LOCKED, so sweeps on several instances split
 * the work and no row gets two jobs from them; a job for a time the row has since left finds
 * nothing to claim and ends. Returns how many reminders were armed.
 */
export async function armDueReminders({
  db,
  boss,
  horizonSeconds = ARM_HORIZON_SECONDS,
  batchSize = 500,
}: ArmDueRemindersOptions): Promise<number> {
  let total = 0;
  for (;;) {
    const armed = await db.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<{ id: string; due_at: Date }[]>`
        WITH due AS (
          SELECT id FROM reminders
          WHERE armed_due_at IS NULL AND status = 'PENDING' AND due_at <= now() + make_interval(secs => ${horizonSeconds})
          ORDER BY due_at
          LIMIT ${batchSize}
          FOR UPDATE SKIP LOCKED
        )
        UPDATE reminders r SET armed_due_at = r.due_at FROM due WHERE r.id = due.id
        RETURNING r.id, r.due_at`;
      if (rows.length) {
        const jobs = rows.map((r) => ({
          name: REMINDER_QUEUE,
          data: { reminderId: r.id, dueAt: r.due_at.toISOString() },
          startAfter: r.due_at.toISOString(),
        }));
        await boss.insert(jobs, { db: throughTransaction(tx) });
      }
      return rows.length;
    });
    total += armed;
    if (armed < batchSize) return total;
  }
}
