import 'server-only';
import type PgBoss from 'pg-boss';
import { env } from '@/server/env';
import { openReminderBoss } from './open-reminder-boss';

// One pg-boss per process (kept on globalThis like the database: Next may load modules twice).
const holder = globalThis as unknown as { __pursuitBoss?: Promise<PgBoss> };

/** The process's pg-boss on DATABASE_URL (PostgreSQL only), started on first use. */
export function reminderBoss(): Promise<PgBoss> {
  const { DATABASE_URL, WORKER, REMINDER_RETRY_DELAY_SECONDS } = env();
  if (!DATABASE_URL)
    throw new Error('pg-boss runs on PostgreSQL only; PGlite uses the in-process poller');
  holder.__pursuitBoss ??= openReminderBoss({
    connectionString: DATABASE_URL,
    supervise: WORKER === 'on',
    retryDelaySeconds: REMINDER_RETRY_DELAY_SECONDS,
  }).catch((error: unknown) => {
    holder.__pursuitBoss = undefined;
    throw error;
  });
  return holder.__pursuitBoss;
}

/** Stops the process's pg-boss if one was started (tests and graceful shutdown). */
export async function closeReminderBoss(): Promise<void> {
  const current = holder.__pursuitBoss;
  holder.__pursuitBoss = undefined;
  if (current) await (await current).stop({ graceful: false, close: true, wait: true });
}
