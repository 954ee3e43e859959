import 'server-only';
import type PgBoss from 'pg-boss';
import type { Prisma, PrismaClient } from '@/generated/prisma/client';

/** A job the sweep found due: what the handler gets, and when pg-boss may start it. */
export type ArmedJob<Data> = { data: Data; startAfter: Date };

/**
 * One kind of background work kept in an outbox table (a reminder to email, a webhook delivery to
 * post), registered with the jobs module (ADR 206). The table is the source of truth; the module
 * sweeps it, hands the jobs out (pg-boss on PostgreSQL, a poller on PGlite) and runs `run`.
 */
export type JobKind<Data extends object> = {
  /** The pg-boss queue (PostgreSQL). */
  queue: string;
  /** Its pg-boss options (pg-boss's own retries and expiry), read when the queue is created. */
  queueOptions: () => Omit<PgBoss.Queue, 'name'>;
  /** How far ahead the sweep arms rows (a job then waits in pg-boss until `startAfter`). */
  horizonSeconds: number;
  /**
   * PostgreSQL sweep, inside its transaction: take up to `limit` due, unarmed rows with FOR UPDATE
   * SKIP LOCKED, mark them armed and return their jobs. Sweeps on several instances then split the
   * rows and no row gets two jobs from them.
   */
  arm: (
    tx: Prisma.TransactionClient,
    options: { now: Date; horizonSeconds: number; limit: number },
  ) => Promise<ArmedJob<Data>[]>;
  /** PGlite poller: jobs due now (oldest first, at most `limit`), rows whose lease ran out too. */
  due: (db: PrismaClient, options: { now: Date; limit: number }) => Promise<Data[]>;
  /**
   * Does one job. It claims its row with one conditional UPDATE, so a duplicate job, a second
   * instance or a retry does nothing; it schedules the row's own retry with backoff. A throw is
   * logged (and retried by pg-boss when the queue has retries).
   */
  run: (db: PrismaClient, data: Data) => Promise<unknown>;
};
