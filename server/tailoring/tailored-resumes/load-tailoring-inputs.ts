import 'server-only';
import type { Resume } from '@/lib/resume/resume-schema';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { getCurrentResume } from '@/server/resumes/get-current-resume';
import { getResumeOrThrow } from '@/server/resumes/get-resume-or-throw';

export type LoadTailoringInputsOptions = {
  userId: string;
  applicationId: string;
  resumeId?: string;
  jobDescription?: string;
};

export type TailoringInputs = {
  application: { id: string; company: string; jobTitle: string };
  saved: { id: string; name: string; template: string; resume: Resume };
  jobDescription: string;
};

/**
 * The user's application (404 for another user's), the saved resume to tailor (the chosen one, else
 * the default) and the posting: the pasted text, else the application's description (422 without either).
 */
export async function loadTailoringInputs({
  userId,
  applicationId,
  resumeId,
  jobDescription,
}: LoadTailoringInputsOptions): Promise<TailoringInputs> {
  const db = await prisma();
  const application = await db.application.findFirst({
    where: { id: applicationId, userId },
    select: { id: true, company: true, jobTitle: true, jobDescription: true },
  });
  if (!application) throw new AppError('NOT_FOUND', 'Application not found');
  const posting = jobDescription ?? application.jobDescription?.trim() ?? '';
  if (!posting)
    throw new AppError(
      'VALIDATION_ERROR',
      'job_description: add the job description to the application or paste one',
    );
  const saved = resumeId
    ? await getResumeOrThrow({ userId, id: resumeId })
    : await getCurrentResume({ userId });
  return {
    application: {
      id: application.id,
      company: application.company,
      jobTitle: application.jobTitle,
    },
    saved: { id: saved.id, name: saved.name, template: saved.template, resume: saved.resume_json },
    jobDescription: posting,
  };
}
