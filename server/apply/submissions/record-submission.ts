import 'server-only';
import { createHash } from 'node:crypto';
import { addApplicationSchema } from '@/lib/applications/schemas';
import {
  MAX_SUBMISSION_RESUME_BYTES,
  type SubmissionDto,
  type SubmissionRequest,
} from '@/lib/apply/submission-schemas';
import { calendarDateIn } from '@/lib/time/wall-clock';
import { writeApplications } from '@/server/applications/lifecycle/write-applications';
import { updateChange } from '@/server/applications/update-application';
import { SENT_COPY_TRANSACTION } from '@/server/resumes/sent/record-sent-resume';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { saveApplyAnswer } from '../answers/save-apply-answer';
import { findApplicationByJobLink } from '../find-application-by-job-link';
import { answersWorthKeeping } from './answers-worth-keeping';
import { submissionSelect, toSubmissionDto } from './submission-dto';
import { cleanSubmittedFilename } from './submitted-file';

/** The same application recorded again this soon (the form's submit, then its confirmation page) is one submission. */
const SAME_SUBMISSION_MS = 10 * 60 * 1000;
/** A client clock this far ahead is refused. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

export type RecordSubmissionOptions = {
  userId: string;
  userZone: string | null;
  input: SubmissionRequest;
  now?: Date;
};

function decodeResume(resume: NonNullable<SubmissionRequest['resume']>) {
  // 4 base64 characters per 3 bytes: refuse before decoding what cannot fit.
  if (Math.floor((resume.content_base64.length * 3) / 4) > MAX_SUBMISSION_RESUME_BYTES + 3)
    throw new AppError('PAYLOAD_TOO_LARGE', 'resume: the file is over 5 MB');
  const bytes = Buffer.from(resume.content_base64, 'base64');
  if (bytes.length > MAX_SUBMISSION_RESUME_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', 'resume: the file is over 5 MB');
  if (!bytes.length) throw new AppError('VALIDATION_ERROR', 'resume.content_base64 is empty');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (sha256 !== resume.sha256)
    throw new AppError(
      'VALIDATION_ERROR',
      'resume.sha256 does not match the file: it was changed or cut on the way',
    );
  return { bytes, sha256, filename: cleanSubmittedFilename(resume.filename) };
}

/**
 * Records a submitted application form (ADR 241, ADR 265): the application found by its job link,
 * or created from the page; set to Applied with the submission's day as the applied date through
 * the lifecycle (an application already at Interview, Offer or Rejected keeps its status) and the
 * snapshot written once, both in one transaction — neither is kept without the other; then the
 * free-text answers saved for the next form.
 */
export async function recordSubmission({
  userId,
  userZone,
  input,
  now = new Date(),
}: RecordSubmissionOptions): Promise<{
  applicationId: string;
  submission: SubmissionDto;
  created: boolean;
}> {
  const submittedAt = input.submitted_at ?? now;
  if (submittedAt.getTime() > now.getTime() + CLOCK_SKEW_MS)
    throw new AppError('VALIDATION_ERROR', 'submitted_at is in the future');
  const resume = input.resume ? decodeResume(input.resume) : null;
  const day = calendarDateIn(submittedAt, userZone ?? 'UTC');
  const found = await findApplicationByJobLink({ userId, jobUrl: input.job_url });
  if (!found && (!input.company || !input.job_title))
    throw new AppError(
      'VALIDATION_ERROR',
      'company and job_title: no application has this job link, so both are needed to create it',
    );
  const db = await prisma();
  let afterCommit = async () => {};
  const recorded = await db.$transaction(async (tx) => {
    let applicationId = found;
    if (applicationId) {
      // The same form recorded twice at once (submit event and confirmation page): the second
      // waits here for the first to commit, then finds its snapshot.
      const locked = await tx.$queryRaw<{ status: string; applied_date: Date | null }[]>`
        SELECT status::text AS status, applied_date FROM applications
        WHERE id = ${applicationId} AND user_id = ${userId} FOR UPDATE`;
      const current = locked[0];
      if (!current) throw new AppError('NOT_FOUND', 'Application not found');
      const recent = await tx.applicationSubmission.findFirst({
        where: {
          userId,
          applicationId,
          createdAt: { gt: new Date(now.getTime() - SAME_SUBMISSION_MS) },
        },
        orderBy: { createdAt: 'desc' },
        select: submissionSelect,
      });
      if (recent) return { applicationId, row: recent, created: false };
      const changes =
        current.status === 'Not Applied'
          ? { status: 'Applied' as const, applied_date: day }
          : current.status === 'Applied' && !current.applied_date
            ? { applied_date: day }
            : null;
      if (changes)
        ({ afterCommit } = await writeApplications({
          userId,
          change: updateChange({ id: applicationId, changes, userTimezone: userZone, tx }),
        }));
    } else {
      const { resume_id: _none, ...values } = addApplicationSchema.parse({
        job_title: input.job_title,
        company: input.company,
        status: 'applied',
        applied_date: day,
        job_link: input.job_url,
      });
      const written = await writeApplications({
        userId,
        userZone,
        origin: 'user',
        create: [{ values }],
        tx,
        now,
      });
      afterCommit = written.afterCommit;
      applicationId = written.applications[0]!.id;
    }
    const row = await tx.applicationSubmission.create({
      data: {
        userId,
        applicationId,
        submittedAt,
        pageUrl: input.page_url,
        answers: input.answers.map((a) => ({
          question: a.question,
          answer: a.answer,
          field: a.field,
        })),
        resumeFilename: resume?.filename ?? null,
        resumeSha256: resume?.sha256 ?? null,
        resumeSize: resume?.bytes.length ?? null,
        resumeData: resume ? new Uint8Array(resume.bytes) : null,
        coverLetter: input.cover_letter,
      },
      select: submissionSelect,
    });
    return { applicationId, row, created: true };
  }, SENT_COPY_TRANSACTION);
  await afterCommit();
  if (recorded.created)
    for (const answer of answersWorthKeeping(input.answers))
      await saveApplyAnswer({ userId, ...answer }).catch((error: unknown) => {
        // A full answers list does not undo the recorded submission.
        if (!(error instanceof AppError)) throw error;
      });
  return {
    applicationId: recorded.applicationId,
    submission: toSubmissionDto(recorded.row),
    created: recorded.created,
  };
}
