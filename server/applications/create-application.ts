import 'server-only';
import type { AddApplicationInput } from '@/lib/applications/schemas';
import type { ApplicationDto } from '@/lib/contracts/application-answers';
import { writeApplications } from './lifecycle/write-applications';
import { requireSalaryRangeInOrder } from './require-salary-range-in-order';

export type CreateApplicationOptions = {
  userId: string;
  /** The user's IANA zone (date reminders go at 09:00 there). */
  userZone: string | null;
  input: AddApplicationInput;
};

/** Creates an application through the lifecycle (ADR 200): one statement with its side effects. */
export async function createApplication({
  userId,
  userZone,
  input,
}: CreateApplicationOptions): Promise<ApplicationDto> {
  requireSalaryRangeInOrder({ min: input.salary_min, max: input.salary_max });
  const { resume_id: resumeId, ...values } = input;
  const { applications } = await writeApplications({
    userId,
    userZone,
    origin: 'user',
    create: [{ values, resumeId }],
  });
  return applications[0]!;
}
