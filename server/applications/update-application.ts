import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import { AppError } from '@/server/http/app-error';
import type { UpdateApplicationInput } from '@/lib/applications/schemas';
import type { ApplicationDto } from '@/lib/contracts/application-answers';
import { PLAIN_FIELDS } from '@/lib/applications/fields';
import { toWallClockString } from '@/lib/time/wall-clock';
import { toDbStatus } from './db-status';
import { resolveInterviewInstant } from './resolve-interview-instant';
import { requireSalaryRangeInOrder } from './require-salary-range-in-order';
import type {
  ApplicationChangeDecision,
  ChangeApplicationOptions,
  CurrentApplication,
} from './lifecycle/change-application';
import { writeApplications } from './lifecycle/write-applications';

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
 * (what the edit form shows stays what is saved). The side effects are the lifecycle's (ADR 200).
 */
export async function updateApplication({
  userId,
  id,
  changes,
  userTimezone,
}: UpdateApplicationOptions): Promise<ApplicationDto> {
  const { applications } = await writeApplications({
    userId,
    change: updateChange({ id, changes, userTimezone }),
  });
  return applications[0]!;
}

/** The lifecycle change `updateApplication` writes, for a caller that writes it in its own transaction. */
export function updateChange({
  id,
  changes,
  userTimezone,
  tx,
}: Omit<UpdateApplicationOptions, 'userId'> & {
  tx?: Prisma.TransactionClient;
}): Omit<ChangeApplicationOptions, 'userId'> {
  return { id, tx, decide: (current) => decideUpdate(current, changes, userTimezone) };
}

function decideUpdate(
  current: CurrentApplication,
  changes: UpdateApplicationInput,
  userTimezone: string | null,
): ApplicationChangeDecision {
  const stored = (v: Prisma.Decimal | null) => (v === null ? null : v.toNumber());
  requireSalaryRangeInOrder({
    min: changes.salary_min !== undefined ? changes.salary_min : stored(current.salaryMin),
    max: changes.salary_max !== undefined ? changes.salary_max : stored(current.salaryMax),
  });

  const data: Record<string, unknown> = {};
  for (const f of PLAIN_FIELDS) {
    const v = changes[f.api];
    if (v !== undefined) data[f.prisma] = f.kind === 'date' ? day(v as string | null) : v;
  }
  if (changes.status !== undefined) data.status = toDbStatus(changes.status);

  let interviewSet = false;
  if (changes.interview_date === null) {
    data.interviewAt = null;
    data.interviewTimezone = null;
    interviewSet = current.interviewAt !== null;
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
      interviewSet =
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
      throw new AppError('VALIDATION_ERROR', 'Timezone is required while an interview date is set');
    data.interviewTimezone = null;
  }
  return {
    data: data as Prisma.ApplicationUpdateInput,
    statusSent: changes.status !== undefined,
    interviewSet,
    resumeId: changes.resume_id,
  };
}
