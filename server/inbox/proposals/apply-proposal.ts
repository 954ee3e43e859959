import 'server-only';
import type { ApplicationStatus as DbStatus, PrismaClient } from '@/generated/prisma/client';
import type { NewApplication } from '@/server/applications/lifecycle/create-applications';
import { createTask } from '@/server/applications/tasks/create-task';
import { fromDbStatus } from '@/server/applications/db-status';
import { writeApplications } from '@/server/applications/lifecycle/write-applications';
import { SENT_COPY_TRANSACTION } from '@/server/resumes/sent/record-sent-resume';
import { AppError } from '@/server/http/app-error';
import { PLAIN_FIELDS } from '@/lib/applications/fields';

export type ProposalToApply = {
  kind: string;
  applicationId: string | null;
  company: string | null;
  jobTitle: string | null;
  status: DbStatus | null;
  interviewAt: Date | null;
  interviewTimezone: string | null;
  message: { id: string; subject: string; fromHeader: string; sentAt: Date; link: string | null };
};

export type Corrections = { company?: string; job_title?: string };

const ymd = (d: Date) => d.toISOString().slice(0, 10);

function assessmentTitle(subject: string): string {
  return `Complete the assessment: ${subject}`.slice(0, 200);
}

async function changeExisting(
  userId: string,
  p: ProposalToApply,
  applicationId: string,
): Promise<void> {
  const interview = p.kind === 'interview';
  if (p.status || (interview && p.interviewAt)) {
    await writeApplications({
      userId,
      change: {
        id: applicationId,
        inboxMessageId: p.message.id,
        decide: (current) => ({
          data: {
            ...(p.status ? { status: p.status } : {}),
            ...(interview && p.interviewAt
              ? {
                  interviewAt: p.interviewAt,
                  interviewTimezone: p.interviewTimezone ?? current.interviewTimezone ?? 'UTC',
                }
              : {}),
          },
          // An interview moves the status as scheduling one does (set-interview.ts): not a status the user sent.
          statusSent: !interview,
          interviewSet: interview && p.interviewAt !== null,
        }),
      },
    });
  }
  if (p.kind === 'assessment')
    await createTask({
      userId,
      applicationId,
      input: { title: assessmentTitle(p.message.subject), due_at: null, timezone: null },
    });
}

async function createNew(
  db: PrismaClient,
  userId: string,
  p: ProposalToApply,
  fix: Corrections,
): Promise<string> {
  const company = fix.company ?? p.company;
  const jobTitle = fix.job_title ?? p.jobTitle;
  if (!company || !jobTitle)
    throw new AppError(
      'VALIDATION_ERROR',
      'company and job_title: the email names no company or job title; send them to add the application',
    );
  const user = await db.user.findUnique({ where: { id: userId }, select: { timezone: true } });
  const status = fromDbStatus(p.status ?? 'Applied');
  const values = Object.fromEntries(PLAIN_FIELDS.map((f) => [f.api, null])) as Record<string, null>;
  const note = `From the email “${p.message.subject}” (${p.message.fromHeader}, ${ymd(p.message.sentAt)})`;
  const id = await db.$transaction(async (tx) => {
    const written = await writeApplications({
      userId,
      userZone: user?.timezone ?? null,
      origin: 'user',
      tx,
      create: [
        {
          values: {
            ...values,
            company: company.slice(0, 200),
            job_title: jobTitle.slice(0, 200),
            status,
            applied_date: status === 'Not Applied' ? null : ymd(p.message.sentAt),
            notes: note.slice(0, 2000),
          } as NewApplication['values'],
          interview:
            p.kind === 'interview' && p.interviewAt
              ? { at: p.interviewAt, timezone: p.interviewTimezone ?? user?.timezone ?? 'UTC' }
              : null,
        },
      ],
    });
    const created = written.applications[0]!;
    await tx.applicationStatusChange.updateMany({
      where: { userId, applicationId: created.id },
      data: { source: 'email', inboxMessageId: p.message.id },
    });
    return { id: created.id, afterCommit: written.afterCommit };
  }, SENT_COPY_TRANSACTION);
  await id.afterCommit();
  if (p.kind === 'assessment')
    await createTask({
      userId,
      applicationId: id.id,
      input: { title: assessmentTitle(p.message.subject), due_at: null, timezone: null },
    });
  return id.id;
}

/**
 * Applies an accepted proposal through the application lifecycle (ADR 200): a status move or an
 * interview on the matched application, an assessment task, or a new application. The status
 * history row names the email as its source. Answers the application's id.
 */
export async function applyProposal(
  db: PrismaClient,
  userId: string,
  p: ProposalToApply,
  fix: Corrections,
): Promise<string> {
  if (p.applicationId) {
    await changeExisting(userId, p, p.applicationId);
    return p.applicationId;
  }
  return createNew(db, userId, p, fix);
}
