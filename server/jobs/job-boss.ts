import 'server-only';
import PgBoss from 'pg-boss';
import { env } from '@/server/env';
import { log } from '@/server/log';

export type OpenJobBossOptions = {
  connectionString: string;
  /** Run pg-boss maintenance (expiring stuck jobs, archiving): on for instances that work jobs. */
  supervise: boolean;
};

/** Starts pg-boss on the PostgreSQL, creating its schema once (under its advisory lock). */
export async function openJobBoss({
  connectionString,
  supervise,
}: OpenJobBossOptions): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString, max: 3, supervise, schedule: false, migrate: true });
  boss.on('error', (error) => log.error({ err: error }, 'pg-boss error'));
  await boss.start();
  return boss;
}

// One pg-boss per process (kept on globalThis like the database: Next may load modules twice).
const holder = globalThis as unknown as { __pursuitBoss?: Promise<PgBoss> };

/** The process's pg-boss on DATABASE_URL (PostgreSQL only), started on first use. */
export function jobBoss(): Promise<PgBoss> {
  const { DATABASE_URL, WORKER } = env();
  if (!DATABASE_URL)
    throw new Error('pg-boss runs on PostgreSQL only; PGlite uses the in-process poller');
  holder.__pursuitBoss ??= openJobBoss({
    connectionString: DATABASE_URL,
    supervise: WORKER === 'on',
  }).catch((error: unknown) => {
    holder.__pursuitBoss = undefined;
    throw error;
  });
  return holder.__pursuitBoss;
}

/** Stops the process's pg-boss if one was started (tests and graceful shutdown). */
export async function closeJobBoss(): Promise<void> {
  const current = holder.__pursuitBoss;
  holder.__pursuitBoss = undefined;
  if (current) await (await current).stop({ graceful: false, close: true, wait: true });
}
