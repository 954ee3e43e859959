import 'server-only';
import type { ApplicationStatus as DbStatus, Prisma } from '@/generated/prisma/client';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { recordSentResume, SENT_COPY_TRANSACTION } from '@/server/resumes/sent/record-sent-resume';
import { recordStatusChange } from '@/server/applications/history/record-status-change';
import type { ChangedReminder } from '@/server/reminders/arm-soon-due-reminders';
import { syncReminders } from '@/server/reminders/sync-reminders';
import { applicationSelect, type ApplicationRow } from '../application-dto';

/** What a change reads before deciding what to write. */
const currentSelect = {
  status: true,
  interviewAt: true,
  interviewTimezone: true,
  salaryMin: true,
  salaryMax: true,
} satisfies Prisma.ApplicationSelect;
export type CurrentApplication = Prisma.ApplicationGetPayload<{ select: typeof currentSelect }>;

/** What a change writes, decided from the stored application (it may throw a 4xx). */
export type ApplicationChangeDecision = {
  data: Prisma.ApplicationUpdateInput;
  /** The caller set the status (an interview moving Applied to Interview does not). */
  statusSent: boolean;
  /** The interview was set or moved by this change. */
  interviewSet: boolean;
  /** A saved resume to copy as "what I sent", null to detach it, undefined to leave it. */
  resumeId?: string | null;
};

export type ChangeApplicationOptions = {
  userId: string;
  id: string;
  decide: (current: CurrentApplication) => ApplicationChangeDecision;
  /** The email the change came from (an accepted inbox proposal): the status history's source. */
  inboxMessageId?: string;
  /** The caller's transaction (a recorded submission writes its snapshot in the same one). */
  tx?: Prisma.TransactionClient;
};

export type ChangedApplication = {
  row: ApplicationRow;
  reminders: ChangedReminder[];
  previousStatus: DbStatus | null;
  interviewScheduled: boolean;
};

/**
 * Changes one application in one transaction with its side effects: the activity event (a status
 * the caller sent that moved → STATUS_CHANGED, else an interview set → INTERVIEW_SET, else any
 * field → UPDATED), the reminders brought in line, the sent-resume copy, the status history. With
 * the caller's `tx` it runs in that transaction instead of its own.
 */
export async function changeApplication({
  userId,
  id,
  decide,
  inboxMessageId,
  tx: callerTx,
}: ChangeApplicationOptions): Promise<ChangedApplication> {
  const change = async (tx: Prisma.TransactionClient): Promise<ChangedApplication> => {
    const current = await tx.application.findFirst({
      where: { id, userId },
      select: currentSelect,
    });
    if (!current) throw new AppError('NOT_FOUND', 'Application not found');
    const { data, statusSent, interviewSet, resumeId } = decide(current);
    const updated = await tx.application.update({
      where: { id, userId },
      data,
      select: applicationSelect,
    });
    const statusMoved = updated.status !== current.status;
    const interviewScheduled = interviewSet && updated.interviewAt !== null;
    const kind =
      statusSent && statusMoved
        ? 'STATUS_CHANGED'
        : interviewScheduled
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
    const reminders = await syncReminders({ tx, userId, applicationId: id });
    await recordSentResume({
      tx,
      userId,
      applicationId: id,
      resumeId,
      statusChange: [current.status, updated.status],
    });
    await recordStatusChange({
      tx,
      userId,
      applicationId: id,
      from: current.status,
      to: updated.status,
      inboxMessageId,
    });
    return {
      row: updated,
      reminders,
      previousStatus: statusMoved ? current.status : null,
      interviewScheduled,
    };
  };
  if (callerTx) return change(callerTx);
  const db = await prisma();
  return db.$transaction(change, SENT_COPY_TRANSACTION);
}
