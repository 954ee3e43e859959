import 'server-only';
import { database } from '@/server/db/client';
import { armSoonDueReminders } from '@/server/reminders/arm-soon-due-reminders';
import { planReminders } from '@/server/reminders/plan-reminders';
import { recordSentResume } from '@/server/resumes/sent/record-sent-resume';
import type { AddApplicationInput } from '@/lib/applications/schemas';
import type { ApplicationDto } from '@/lib/applications/types';
import { toApplicationDto } from './application-dto';
import { toDbStatus } from './db-status';
import { insertNewApplication } from './insert-new-application';
import { requireSalaryRangeInOrder } from './require-salary-range-in-order';
import { emitWebhookEvent } from '@/server/public-api/webhooks/emit-webhook-event';

export type CreateApplicationOptions = {
  userId: string;
  /** The user's IANA zone (date reminders go at 09:00 there). */
  userZone: string | null;
  input: AddApplicationInput;
};

/**
 * Creates an application with its 'created' activity event, its status history and its reminders
 * in one statement (pg-boss jobs come from the sweep, ADR 103); only a sent-resume copy needs a
 * transaction around it.
 */
export async function createApplication({
  userId,
  userZone,
  input,
}: CreateApplicationOptions): Promise<ApplicationDto> {
  requireSalaryRangeInOrder({ min: input.salary_min, max: input.salary_max });
  const db = await database();
  const now = new Date();
  const planned = planReminders({
    interviewAt: null,
    followUpDate: input.follow_up_date ? new Date(`${input.follow_up_date}T00:00:00Z`) : null,
    appliedDate: input.applied_date ? new Date(`${input.applied_date}T00:00:00Z`) : null,
    createdAt: now,
    status: toDbStatus(input.status),
    userZone,
    now,
  });
  const write = { userId, input, now, reminders: planned };
  const { row, reminders } =
    input.resume_id === undefined
      ? await insertNewApplication({ db, ...write })
      : await db.prisma.$transaction(async (tx) => {
          const inTransaction = {
            query: <T>(_name: string, text: string, values: unknown[]) =>
              tx.$queryRawUnsafe<T[]>(text, ...values),
          };
          const created = await insertNewApplication({ db: inTransaction, ...write });
          await recordSentResume({
            tx,
            userId,
            applicationId: created.row.id,
            resumeId: input.resume_id,
          });
          return created;
        });
  await armSoonDueReminders(reminders);
  const application = toApplicationDto(row);
  await emitWebhookEvent({ userId, type: 'application.created', data: { application } });
  return application;
}
