import 'server-only';
import { prisma } from '@/server/db/client';
import { recordSentResume } from '@/server/sent-resumes/record-sent-resume';
import { recordStatusChange } from '@/server/history/record-status-change';
import type { AddApplicationInput } from '@/lib/applications/schemas';
import type { ApplicationDto } from '@/lib/applications/types';
import { applicationSelect, toApplicationDto } from './application-dto';
import { toDbStatus } from './db-status';
import { syncReminders } from '@/server/reminders/sync-reminders';

export type CreateApplicationOptions = { userId: string; input: AddApplicationInput };

/** Creates an application and its 'created' activity event in one transaction. */
export async function createApplication({ userId, input }: CreateApplicationOptions): Promise<ApplicationDto> {
  const db = await prisma();
  const status = toDbStatus(input.status);
  const row = await db.$transaction(async (tx) => {
    const created = await tx.application.create({
      data: {
        userId,
        jobTitle: input.job_title,
        company: input.company,
        status,
        appliedDate: input.applied_date ? new Date(`${input.applied_date}T00:00:00Z`) : null,
        jobLink: input.job_link,
        notes: input.notes,
        jobDescription: input.job_description,
      },
      select: applicationSelect,
    });
    await tx.applicationEvent.create({
      data: { userId, applicationId: created.id, kind: 'CREATED', jobTitle: created.jobTitle, company: created.company, status },
    });
    await syncReminders({ tx, userId, applicationId: created.id });
    await recordSentResume({ tx, userId, applicationId: created.id, resumeId: input.resume_id });
    await recordStatusChange({ tx, userId, applicationId: created.id, from: null, to: status });
    return created;
  });
  return toApplicationDto(row);
}
