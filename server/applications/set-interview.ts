import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { recordStatusChange } from '@/server/applications/history/record-status-change';
import type { SetInterviewInput } from '@/lib/applications/schemas';
import type { ApplicationDto } from '@/lib/applications/types';
import { applicationSelect, toApplicationDto } from './application-dto';
import { resolveInterviewInstant } from './resolve-interview-instant';
import { armSoonDueReminders } from '@/server/reminders/arm-soon-due-reminders';
import { syncReminders } from '@/server/reminders/sync-reminders';
import { emitApplicationWebhooks } from '@/server/public-api/webhooks/emit-application-webhooks';
import { fromDbStatus } from './db-status';

export type SetInterviewOptions = { userId: string; id: string; input: SetInterviewInput };

/**
 * Stores the interview as a UTC instant plus its zone. An application still at Applied or
 * Not Applied moves to Interview (scheduling one means it is in that stage); Offer and
 * Rejected keep their status.
 */
export async function setInterview({
  userId,
  id,
  input,
}: SetInterviewOptions): Promise<ApplicationDto> {
  const { instant, zone } = resolveInterviewInstant({
    interviewDate: input.interview_date,
    timezone: input.timezone,
  });
  const db = await prisma();
  const { row, changed, previousStatus } = await db.$transaction(async (tx) => {
    const current = await tx.application.findFirst({
      where: { id, userId },
      select: { status: true },
    });
    if (!current) throw new AppError('NOT_FOUND', 'Application not found');
    const status =
      current.status === 'Applied' || current.status === 'NotApplied'
        ? 'Interview'
        : current.status;
    const updated = await tx.application.update({
      where: { id, userId },
      data: { interviewAt: instant, interviewTimezone: zone, status },
      select: applicationSelect,
    });
    await tx.applicationEvent.create({
      data: {
        userId,
        applicationId: id,
        kind: 'INTERVIEW_SET',
        jobTitle: updated.jobTitle,
        company: updated.company,
        status: updated.status,
      },
    });
    const changed = await syncReminders({ tx, userId, applicationId: id });
    await recordStatusChange({
      tx,
      userId,
      applicationId: id,
      from: current.status,
      to: updated.status,
    });
    return {
      row: updated,
      changed,
      previousStatus: updated.status !== current.status ? current.status : null,
    };
  });
  await armSoonDueReminders(changed);
  const application = toApplicationDto(row);
  await emitApplicationWebhooks({
    userId,
    application,
    previousStatus: previousStatus && fromDbStatus(previousStatus),
    interviewScheduled: true,
  });
  return application;
}
