import 'server-only';
import type { PrismaClient } from '@/generated/prisma/client';
import { env } from '@/server/env';
import { log } from '@/server/log';
import { backoffDelay } from '@/server/jobs/backoff';
import { sendMail } from '@/server/mail/send-mail';
import { CLAIM_LEASE_SECONDS, MAX_ATTEMPTS } from './reminder-constants';
import { GROUP_OF_KIND, reminderEmail } from './reminder-email';
import { unsubscribeToken } from './unsubscribe-token';

export type DeliverReminderOptions = {
  db: PrismaClient;
  reminderId: string;
  /** The due time the job was made for; a reminder moved since then is not this job's to send. */
  dueAt?: Date;
};

export type DeliverResult = 'sent' | 'not-claimed' | 'turned-off';

const SETTING_OF_GROUP = {
  interviews: 'interviews',
  follow_ups: 'followUps',
  no_reply: 'noReply',
  tasks: 'tasks',
} as const;

/**
 * Sends one due reminder at most once. The send is claimed with a single conditional UPDATE
 * (PENDING → SENDING, or a SENDING claim whose lease ran out), so two workers or a duplicate job
 * cannot both send it. A failure puts it back to PENDING with a doubled delay (FAILED after
 * MAX_ATTEMPTS), is logged, and is thrown so pg-boss retries too.
 */
export async function deliverReminder({
  db,
  reminderId,
  dueAt,
}: DeliverReminderOptions): Promise<DeliverResult> {
  const due = dueAt ?? null;
  const claimed = await db.$queryRaw<{ attempts: number }[]>`
    UPDATE reminders SET status = 'SENDING', claimed_at = now(), attempts = attempts + 1, updated_at = now()
    WHERE id = ${reminderId} AND due_at <= now()
      AND (${due}::timestamptz IS NULL OR due_at = ${due}::timestamptz)
      AND (status = 'PENDING' OR (status = 'SENDING' AND claimed_at < now() - make_interval(secs => ${CLAIM_LEASE_SECONDS})))
    RETURNING attempts`;
  const attempts = claimed[0]?.attempts;
  if (attempts === undefined) return 'not-claimed';

  try {
    const row = await db.reminder.findUniqueOrThrow({
      where: { id: reminderId },
      select: {
        kind: true,
        dueAt: true,
        user: {
          select: { id: true, email: true, username: true, timezone: true, reminderSettings: true },
        },
        application: {
          select: {
            id: true,
            jobTitle: true,
            company: true,
            interviewAt: true,
            interviewTimezone: true,
            followUpDate: true,
          },
        },
        task: { select: { title: true, dueAt: true } },
      },
    });
    const group = GROUP_OF_KIND[row.kind];
    if (row.user.reminderSettings && !row.user.reminderSettings[SETTING_OF_GROUP[group]]) {
      await db.reminder.updateMany({
        where: { id: reminderId, status: 'SENDING' },
        data: { status: 'CANCELLED', lastError: 'turned off in the profile' },
      });
      return 'turned-off';
    }
    const { APP_URL } = env();
    const token = unsubscribeToken.create({ userId: row.user.id, group });
    const host = new URL(APP_URL).hostname || 'pursuit.local';
    await sendMail(
      reminderEmail({
        to: row.user.email,
        username: row.user.username,
        kind: row.kind,
        jobTitle: row.application.jobTitle,
        company: row.application.company,
        interviewAt: row.application.interviewAt,
        interviewZone: row.application.interviewTimezone,
        followUpDate: row.application.followUpDate,
        task: row.task,
        userZone: row.user.timezone,
        applicationUrl: new URL(`/applications/${row.application.id}`, APP_URL).toString(),
        unsubscribeUrl: new URL(`/api/reminders/unsubscribe?token=${token}`, APP_URL).toString(),
        unsubscribePageUrl: new URL(`/unsubscribe?token=${token}`, APP_URL).toString(),
        messageId: `<reminder-${reminderId}-${row.dueAt.getTime()}@${host}>`,
      }),
    );
    await db.reminder.updateMany({
      where: { id: reminderId, status: 'SENDING' },
      data: { status: 'SENT', sentAt: new Date(), lastError: null },
    });
    log.info({ reminderId, kind: row.kind, attempts }, 'reminder sent');
    return 'sent';
  } catch (error) {
    const final = attempts >= MAX_ATTEMPTS;
    const delaySeconds = backoffDelay(env().REMINDER_RETRY_DELAY_SECONDS, attempts);
    const message = error instanceof Error ? error.message : String(error);
    await db.$executeRaw`
      UPDATE reminders
      SET status = ${final ? 'FAILED' : 'PENDING'}::"ReminderStatus", last_error = ${message.slice(0, 500)}, claimed_at = NULL,
          next_attempt_at = now() + make_interval(secs => ${delaySeconds}), updated_at = now()
      WHERE id = ${reminderId} AND status = 'SENDING'`;
    if (final)
      log.error(
        { reminderId, attempts, err: error },
        'reminder send failed for the last time; marked FAILED',
      );
    else
      log.warn(
        { reminderId, attempts, retryInSeconds: delaySeconds, err: error },
        'reminder send failed; will retry',
      );
    throw error;
  }
}
