import 'server-only';
import type { ApplicationStatus, Prisma } from '@/generated/prisma/client';
import { AppError } from '@/server/http/app-error';
import { scoreSentCopy } from './score-sent-copy';

/**
 * The transaction limits of a write that may take the sent copy: scoring the copy runs inside the
 * transaction, and its first call in a process loads the job-term data, which on a busy machine
 * takes longer than Prisma's default 5 s (the write then failed with a 500).
 */
export const SENT_COPY_TRANSACTION = { maxWait: 10_000, timeout: 30_000 } as const;

export type RecordSentResumeOptions = {
  tx: Prisma.TransactionClient;
  userId: string;
  applicationId: string;
  /** The resume chosen in this call: an id copies it now, null detaches it, undefined leaves it. */
  resumeId: string | null | undefined;
  /** The application's status before and after this call (an update), to re-copy on Not Applied → Applied. */
  statusChange?: [ApplicationStatus, ApplicationStatus];
};

async function copy(
  tx: Prisma.TransactionClient,
  userId: string,
  applicationId: string,
  resumeId: string,
): Promise<void> {
  const resume = await tx.resume.findFirst({
    where: { id: resumeId, userId },
    select: { id: true, name: true, data: true, template: true },
  });
  if (!resume) throw new AppError('NOT_FOUND', 'Resume not found');
  const application = await tx.application.findFirst({
    where: { id: applicationId, userId },
    select: { jobDescription: true },
  });
  if (!application) throw new AppError('NOT_FOUND', 'Application not found');
  const snapshot = {
    resumeId: resume.id,
    name: resume.name,
    data: resume.data ?? {},
    template: resume.template,
    jobDescription: application.jobDescription,
    matchScore: scoreSentCopy({ data: resume.data, jobDescription: application.jobDescription }),
    sentAt: new Date(),
  };
  await tx.sentResume.upsert({
    where: { applicationId },
    create: { userId, applicationId, ...snapshot },
    update: snapshot,
  });
}

/**
 * "What I sent": copies the chosen saved resume and the application's job description into the
 * application's immutable snapshot (sent_resumes), with its match score against that description
 * (what Insights groups by, ADR 140). Taken when a resume is chosen, and taken again
 * when a chosen resume's application moves from Not Applied to Applied (the moment it is sent).
 * Later edits to the saved resume never touch the copy. Runs inside the caller's transaction.
 */
export async function recordSentResume({
  tx,
  userId,
  applicationId,
  resumeId,
  statusChange,
}: RecordSentResumeOptions): Promise<void> {
  if (resumeId === null) {
    await tx.sentResume.deleteMany({ where: { applicationId, userId } });
    return;
  }
  if (resumeId !== undefined) return copy(tx, userId, applicationId, resumeId);
  if (statusChange?.[0] !== 'NotApplied' || statusChange[1] !== 'Applied') return;
  const chosen = await tx.sentResume.findFirst({
    where: { applicationId, userId },
    select: { resumeId: true },
  });
  if (chosen?.resumeId) await copy(tx, userId, applicationId, chosen.resumeId);
}
