import 'server-only';
import { dueOrLeaseExpired } from '@/server/jobs/due-or-lease-expired';
import type { JobKind } from '@/server/jobs/job-kind';
import { env } from '@/server/env';
import { deliverReminder } from './deliver-reminder';
import {
  ARM_HORIZON_SECONDS,
  CLAIM_LEASE_SECONDS,
  MAX_ATTEMPTS,
  REMINDER_QUEUE,
} from './reminder-constants';

/** "Reminder X is due at T" (the poller on PGlite leaves the time out: the row's is used). */
export type ReminderJob = { reminderId: string; dueAt?: string };

/**
 * Reminder emails on the jobs module (ADR 070, 103, 206): the `reminders` table is the outbox.
 * The sweep arms pending rows due within 15 minutes (`armed_due_at` = the due time it armed; a
 * move clears it) with a job starting at the due time; a job for a time its row has left finds
 * nothing to claim. pg-boss retries a failed send with its own backoff as well.
 */
export const reminderJobs: JobKind<ReminderJob> = {
  queue: REMINDER_QUEUE,
  queueOptions: () => ({
    retryLimit: MAX_ATTEMPTS - 1,
    retryDelay: env().REMINDER_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    expireInSeconds: 120,
  }),
  horizonSeconds: ARM_HORIZON_SECONDS,
  arm: async (tx, { horizonSeconds, limit }) => {
    const rows = await tx.$queryRaw<{ id: string; due_at: Date }[]>`
      WITH due AS (
        SELECT id FROM reminders
        WHERE armed_due_at IS NULL AND status = 'PENDING' AND due_at <= now() + make_interval(secs => ${horizonSeconds})
        ORDER BY due_at
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      )
      UPDATE reminders r SET armed_due_at = r.due_at FROM due WHERE r.id = due.id
      RETURNING r.id, r.due_at`;
    return rows.map((r) => ({
      data: { reminderId: r.id, dueAt: r.due_at.toISOString() },
      startAfter: r.due_at,
    }));
  },
  due: async (db, { now, limit }) => {
    const rows = await db.reminder.findMany({
      where: dueOrLeaseExpired(now, CLAIM_LEASE_SECONDS),
      select: { id: true },
      orderBy: { nextAttemptAt: 'asc' },
      take: limit,
    });
    return rows.map((r) => ({ reminderId: r.id }));
  },
  run: (db, { reminderId, dueAt }) =>
    deliverReminder({ db, reminderId, dueAt: dueAt ? new Date(dueAt) : undefined }),
};
