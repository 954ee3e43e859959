import 'server-only';
import type PgBoss from 'pg-boss';
import type { Prisma, PrismaClient } from '@/generated/prisma/client';
import { WEBHOOK_CLAIM_LEASE_SECONDS, WEBHOOK_QUEUE } from './webhook-constants';

export type ArmDueWebhooksOptions = { db: PrismaClient; boss: PgBoss; horizonSeconds?: number };

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
 * PostgreSQL (ADR 152, as ADR 103 for reminders): gives a pg-boss job to every pending delivery
 * due within the horizon that has none (armed_at NULL; a retry clears it), and to every SENDING
 * delivery whose worker died (lease over, not armed since its claim), marking armed_at in the same
 * transaction. FOR UPDATE SKIP LOCKED lets sweeps on several instances split the rows.
 */
export async function armDueWebhooks({
  db,
  boss,
  horizonSeconds = 60,
}: ArmDueWebhooksOptions): Promise<number> {
  const now = new Date();
  const leaseExpired = new Date(now.getTime() - WEBHOOK_CLAIM_LEASE_SECONDS * 1000);
  const horizon = new Date(now.getTime() + horizonSeconds * 1000);
  return db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: string; next_attempt_at: Date }[]>`
      WITH due AS (
        SELECT id FROM webhook_deliveries
        WHERE (status = 'PENDING' AND armed_at IS NULL AND next_attempt_at <= ${horizon})
           OR (status = 'SENDING' AND claimed_at < ${leaseExpired} AND (armed_at IS NULL OR armed_at <= claimed_at))
        ORDER BY next_attempt_at
        LIMIT 500
        FOR UPDATE SKIP LOCKED
      )
      UPDATE webhook_deliveries d SET armed_at = ${now} FROM due WHERE d.id = due.id
      RETURNING d.id, d.next_attempt_at`;
    if (rows.length) {
      const jobs = rows.map((r) => ({
        name: WEBHOOK_QUEUE,
        data: { deliveryId: r.id },
        startAfter: new Date(
          Math.max(now.getTime(), new Date(r.next_attempt_at).getTime()),
        ).toISOString(),
      }));
      await boss.insert(jobs, { db: throughTransaction(tx) });
    }
    return rows.length;
  });
}
