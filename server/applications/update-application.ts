import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { recordSentResume } from '@/server/resumes/sent/record-sent-resume';
import { recordStatusChange } from '@/server/applications/history/record-status-change';
import type { UpdateApplicationInput } from '@/lib/applications/schemas';
import type { ApplicationDto } from '@/lib/applications/types';
import { toWallClockString } from '@/lib/time/wall-clock';
import { applicationSelect, toApplicationDto } from './application-dto';
import { toDbStatus } from './db-status';
import { resolveInterviewInstant } from './resolve-interview-instant';
import { requireSalaryRangeInOrder } from './require-salary-range-in-order';
import { armSoonDueReminders } from '@/server/reminders/arm-soon-due-reminders';
import { syncReminders } from '@/server/reminders/sync-reminders';
import { emitApplicationWebhooks } from '@/server/public-api/webhooks/emit-application-webhooks';
import { fromDbStatus } from './db-status';

export type UpdateApplicationOptions = {
  userId: string;
  id: string;
  changes: UpdateApplicationInput;
  userTimezone: string | null;
};

const day = (ymd: string | null) => (ymd ? new Date(`${ymd}T00:00:00Z`) : null);

/**
 * Applies only the fields sent. An interview time is wall-clock in the new zone if one is sent,
 * else in the stored one; a zone sent alone keeps the wall-clock time and moves it to that zone
 * (what the edit form shows stays what is saved). Writes a status/interview/updated event.
 */
export async function updateApplication({
  userId,
  id,
  changes,
  userTimezone,
}: UpdateApplicationOptions): Promise<ApplicationDto> {
  const db = await prisma();
  const { row, changed, previousStatus, interviewScheduled } = await db.$transaction(async (tx) => {
    const current = await tx.application.findFirst({
      where: { id, userId },
      select: {
        status: true,
        interviewAt: true,
        interviewTimezone: true,
        salaryMin: true,
        salaryMax: true,
      },
    });
    if (!current) throw new AppError('NOT_FOUND', 'Application not found');
    const stored = (v: Prisma.Decimal | null) => (v === null ? null : v.toNumber());
    requireSalaryRangeInOrder({
      min: changes.salary_min !== undefined ? changes.salary_min : stored(current.salaryMin),
      max: changes.salary_max !== undefined ? changes.salary_max : stored(current.salaryMax),
    });

    const data: Prisma.ApplicationUpdateInput = {};
    if (changes.job_title !== undefined) data.jobTitle = changes.job_title;
    if (changes.company !== undefined) data.company = changes.company;
    if (changes.status !== undefined) data.status = toDbStatus(changes.status);
    if (changes.applied_date !== undefined) data.appliedDate = day(changes.applied_date);
    if (changes.follow_up_date !== undefined) data.followUpDate = day(changes.follow_up_date);
    if (changes.job_link !== undefined) data.jobLink = changes.job_link;
    if (changes.notes !== undefined) data.notes = changes.notes;
    if (changes.job_description !== undefined) data.jobDescription = changes.job_description;
    if (changes.source !== undefined) data.source = changes.source;
    if (changes.location !== undefined) data.location = changes.location;
    if (changes.work_mode !== undefined) data.workMode = changes.work_mode;
    if (changes.salary_min !== undefined) data.salaryMin = changes.salary_min;
    if (changes.salary_max !== undefined) data.salaryMax = changes.salary_max;
    if (changes.salary_currency !== undefined) data.salaryCurrency = changes.salary_currency;
    if (changes.salary_period !== undefined) data.salaryPeriod = changes.salary_period;
    if (changes.priority !== undefined) data.priority = changes.priority;
    if (changes.deadline !== undefined) data.deadline = day(changes.deadline);

    let interviewChanged = false;
    if (changes.interview_date === null) {
      data.interviewAt = null;
      data.interviewTimezone = null;
      interviewChanged = current.interviewAt !== null;
    } else if (changes.interview_date !== undefined || changes.interview_timezone) {
      const zone = changes.interview_timezone ?? current.interviewTimezone ?? userTimezone;
      if (!zone) throw new AppError('VALIDATION_ERROR', 'Timezone is required');
      const wall =
        changes.interview_date ??
        (current.interviewAt
          ? toWallClockString(current.interviewAt, current.interviewTimezone ?? 'UTC')
          : null);
      if (wall) {
        const { instant, zone: canonical } = resolveInterviewInstant({
          interviewDate: wall,
          timezone: zone,
        });
        data.interviewAt = instant;
        data.interviewTimezone = canonical;
        interviewChanged =
          current.interviewAt?.getTime() !== instant.getTime() ||
          current.interviewTimezone !== canonical;
      } else {
        const { zone: canonical } = resolveInterviewInstant({
          interviewDate: '2000-01-01 12:00',
          timezone: zone,
        });
        data.interviewTimezone = canonical;
      }
    } else if (changes.interview_timezone === null) {
      if (current.interviewAt)
        throw new AppError(
          'VALIDATION_ERROR',
          'Timezone is required while an interview date is set',
        );
      data.interviewTimezone = null;
    }

    const updated = await tx.application.update({
      where: { id, userId },
      data,
      select: applicationSelect,
    });
    const statusChanged = changes.status !== undefined && updated.status !== current.status;
    const kind = statusChanged
      ? 'STATUS_CHANGED'
      : interviewChanged && updated.interviewAt
        ? 'INTERVIEW_SET'
        : Object.keys(data).length
          ? 'UPDATED'
          : null;
    if (kind) {
      await tx.applicationEvent.create({
        data: {
          userId,
          applicationId: id,
          kind,
          jobTitle: updated.jobTitle,
          company: updated.company,
          status: updated.status,
        },
      });
    }
    const changed = await syncReminders({ tx, userId, applicationId: id });
    await recordSentResume({
      tx,
      userId,
      applicationId: id,
      resumeId: changes.resume_id,
      statusChange: [current.status, updated.status],
    });
    await recordStatusChange({
      tx,
      userId,
      applicationId: id,
      from: current.status,
      to: updated.status,
    });
    const interviewScheduled = interviewChanged && updated.interviewAt !== null;
    return {
      row: updated,
      changed,
      previousStatus: statusChanged ? current.status : null,
      interviewScheduled,
    };
  });
  await armSoonDueReminders(changed);
  const application = toApplicationDto(row);
  await emitApplicationWebhooks({
    userId,
    application,
    previousStatus: previousStatus && fromDbStatus(previousStatus),
    interviewScheduled,
  });
  return application;
}
