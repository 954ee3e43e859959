import 'server-only';
import { prisma } from '@/server/db/client';
import { armReminderJobs, remindersNeedJobs } from '@/server/reminders/arm-reminder-jobs';
import { planReminders } from '@/server/reminders/plan-reminders';
import { recordSentResume } from '@/server/sent-resumes/record-sent-resume';
import type { AddApplicationInput } from '@/lib/applications/schemas';
import type { ApplicationDto } from '@/lib/applications/types';
import { toApplicationDto } from './application-dto';
import { toDbStatus } from './db-status';
import { insertNewApplication } from './insert-new-application';

export type CreateApplicationOptions = {
  userId: string;
  /** The user's IANA zone (date reminders go at 09:00 there). */
  userZone: string | null;
  input: AddApplicationInput;
};

/**
 * Creates an application with its 'created' activity event, its status history and its reminders
 * in one statement; when a pg-boss job (PostgreSQL) or a sent-resume copy must be written too,
 * all of it runs in one transaction.
 */
export async function createApplication({ userId, userZone, input }: CreateApplicationOptions): Promise<ApplicationDto> {
  const db = await prisma();
  const now = new Date();
  const reminders = planReminders({
    interviewAt: null,
    followUpDate: null,
    appliedDate: input.applied_date ? new Date(`${input.applied_date}T00:00:00Z`) : null,
    createdAt: now,
    status: toDbStatus(input.status),
    userZone,
    now,
  });
  const write = { userId, input, now, reminders };
  if (input.resume_id === undefined && !(await remindersNeedJobs(reminders.length))) {
    return toApplicationDto((await insertNewApplication({ db, ...write })).row);
  }
  const row = await db.$transaction(async (tx) => {
    const { row: created, armed } = await insertNewApplication({ db: tx, ...write });
    await armReminderJobs(tx, armed);
    await recordSentResume({ tx, userId, applicationId: created.id, resumeId: input.resume_id });
    return created;
  });
  return toApplicationDto(row);
}
