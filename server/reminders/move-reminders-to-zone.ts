import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import type { ChangedReminder } from './arm-soon-due-reminders';
import { planReminders } from './plan-reminders';

const DATE_KINDS = ['FOLLOW_UP', 'NO_REPLY'] as const;

/**
 * After the user's time zone changed, inside the same transaction: follow-ups and no-reply nudges
 * go at 09:00 in the user's zone, so the pending ones move to 09:00 in the new zone (clearing their
 * armed time, ADR 103). A sent one keeps its status and gets the new zone's time too, so a later
 * edit of its application sees the same date as the same reminder and does not send it again.
 * Interview reminders are instants and stay where they are. Returns the moved pending reminders,
 * for armSoonDueReminders after the commit.
 */
export async function moveRemindersToZone({
  tx,
  userId,
  now = new Date(),
}: {
  tx: Prisma.TransactionClient;
  userId: string;
  now?: Date;
}): Promise<ChangedReminder[]> {
  const rows = await tx.reminder.findMany({
    where: { userId, kind: { in: [...DATE_KINDS] }, status: { in: ['PENDING', 'FAILED', 'SENT'] } },
    select: {
      id: true,
      kind: true,
      dueAt: true,
      status: true,
      application: {
        select: {
          interviewAt: true,
          followUpDate: true,
          appliedDate: true,
          createdAt: true,
          status: true,
          user: { select: { timezone: true } },
        },
      },
    },
  });
  const changed: ChangedReminder[] = [];
  for (const row of rows) {
    const planned = planReminders({
      ...row.application,
      interviewAt: null,
      userZone: row.application.user.timezone,
      now,
    }).find((p) => p.kind === row.kind);
    // A date now more than a day stale (or one the application no longer needs) is left as it is: the
    // next edit of the application settles it, as before the move.
    if (!planned || planned.dueAt.getTime() === row.dueAt.getTime()) continue;
    if (row.status === 'SENT') {
      await tx.reminder.update({ where: { id: row.id }, data: { dueAt: planned.dueAt } });
      continue;
    }
    await tx.reminder.update({
      where: { id: row.id },
      data: {
        dueAt: planned.dueAt,
        nextAttemptAt: planned.dueAt,
        armedDueAt: null,
        status: 'PENDING',
        attempts: 0,
        lastError: null,
        claimedAt: null,
      },
    });
    changed.push({ id: row.id, dueAt: planned.dueAt });
  }
  return changed;
}
