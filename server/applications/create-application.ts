import 'server-only';
import { prisma } from '@/server/db/client';
import { recordSentResume } from '@/server/sent-resumes/record-sent-resume';
import { recordStatusChange } from '@/server/history/record-status-change';
import { syncReminders } from '@/server/reminders/sync-reminders';
import type { AddApplicationInput } from '@/lib/applications/schemas';
import type { ApplicationDto } from '@/lib/applications/types';
import { toApplicationDto } from './application-dto';
import { toDbStatus } from './db-status';
import { insertApplicationWithEvent } from './insert-application-with-event';

export type CreateApplicationOptions = { userId: string; input: AddApplicationInput };

/**
 * Creates an application with its 'created' activity event (one statement), its status history,
 * its reminders and its sent-resume copy, all in one transaction.
 */
export async function createApplication({ userId, input }: CreateApplicationOptions): Promise<ApplicationDto> {
  const db = await prisma();
  const row = await db.$transaction(async (tx) => {
    const created = await insertApplicationWithEvent({ db: tx, userId, input });
    await syncReminders({ tx, userId, applicationId: created.id });
    await recordSentResume({ tx, userId, applicationId: created.id, resumeId: input.resume_id });
    await recordStatusChange({ tx, userId, applicationId: created.id, from: null, to: toDbStatus(input.status) });
    return created;
  });
  return toApplicationDto(row);
}
