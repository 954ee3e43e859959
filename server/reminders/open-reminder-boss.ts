import 'server-only';
import PgBoss from 'pg-boss';
import { log } from '@/server/log';
import { MAX_ATTEMPTS, REMINDER_QUEUE } from './reminder-constants';

export type OpenReminderBossOptions = {
  connectionString: string;
  /** Run pg-boss maintenance (expiring stuck jobs, archiving): on for instances that work jobs. */
  supervise: boolean;
  retryDelaySeconds: number;
};

/** Starts pg-boss on the PostgreSQL (creating its schema once) and makes sure the reminder queue exists. */
export async function openReminderBoss({
  connectionString,
  supervise,
  retryDelaySeconds,
}: OpenReminderBossOptions): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString, max: 3, supervise, schedule: false, migrate: true });
  boss.on('error', (error) => log.error({ err: error }, 'pg-boss error'));
  await boss.start();
  if (!(await boss.getQueue(REMINDER_QUEUE))) {
    await boss
      .createQueue(REMINDER_QUEUE, {
        name: REMINDER_QUEUE,
        retryLimit: MAX_ATTEMPTS - 1,
        retryDelay: retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: 120,
      })
      // Another instance created it at the same moment.
      .catch(async (error: unknown) => {
        if (!(await boss.getQueue(REMINDER_QUEUE))) throw error;
      });
  }
  return boss;
}
