import 'server-only';
import { Prisma } from '@/generated/prisma/client';
import type { GenerateCoverLetterInput } from '@/lib/tailoring/cover-letter-schemas';
import type { CoverLetterDto } from '@/lib/contracts/cover-letters';
import { prisma } from '@/server/db/client';
import { env } from '@/server/env';
import { AppError } from '@/server/http/app-error';
import { log } from '@/server/log';
import { getCurrentResume } from '@/server/resumes/get-current-resume';
import { getResumeOrThrow } from '@/server/resumes/get-resume-or-throw';
import {
  draftCoverLetter,
  materialNotice,
  type DraftCoverLetterOptions,
} from '../draft-cover-letter';
import { draftCoverLetterWithModel, ModelDraftUnusable } from '../draft-cover-letter-with-model';
import { coverLetterSelect, toCoverLetterDto } from './cover-letter-dto';

export type GenerateCoverLetterOptions = {
  userId: string;
  applicationId: string;
  input: GenerateCoverLetterInput;
};

// Contacts whose role says they hire are greeted first; otherwise the first contact added.
const hiringRole = /recruit|talent|hiring|manager|lead|head|director|hr\b|people/i;

/**
 * Drafts a new version of the application's cover letter from a saved resume (the chosen one, else
 * the default) and the application's job description (or a pasted one): model-written when a model
 * is configured, else built from resume lines; either way checked claim by claim when answered.
 */
export async function generateCoverLetter({
  userId,
  applicationId,
  input,
}: GenerateCoverLetterOptions): Promise<{ letter: CoverLetterDto; notices: string[] }> {
  const db = await prisma();
  const application = await db.application.findFirst({
    where: { id: applicationId, userId },
    select: {
      id: true,
      company: true,
      jobTitle: true,
      jobDescription: true,
      contacts: {
        where: { userId },
        select: { name: true, role: true },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      },
    },
  });
  if (!application) throw new AppError('NOT_FOUND', 'Application not found');
  const jobDescription = input.job_description ?? application.jobDescription?.trim() ?? '';
  if (!jobDescription)
    throw new AppError(
      'VALIDATION_ERROR',
      'job_description: add the job description to the application or paste one',
    );
  const saved = input.resume_id
    ? await getResumeOrThrow({ userId, id: input.resume_id })
    : await getCurrentResume({ userId });
  const contact =
    application.contacts.find((c) => c.role && hiringRole.test(c.role)) ?? application.contacts[0];
  const options: DraftCoverLetterOptions = {
    resume: saved.resume_json,
    jobDescription,
    company: application.company,
    role: application.jobTitle,
    contactName: contact?.name ?? null,
    tone: input.tone,
    length: input.length,
    emphasis: input.emphasis,
  };
  const notices: string[] = [];
  let body: string | null = null;
  let provider: 'local' | 'openai' = 'local';
  if (env().AI_PROVIDER === 'openai') {
    try {
      body = await draftCoverLetterWithModel(options);
      provider = 'openai';
    } catch (error) {
      if (!(error instanceof ModelDraftUnusable)) throw error;
      log.warn(
        { reason: error.message },
        'AI model gave no usable cover letter; using the built-in draft',
      );
      notices.push(
        `The AI model was unavailable (${error.message}), so this letter was built from your resume lines.`,
      );
    }
  }
  if (body === null) {
    body = draftCoverLetter(options);
    const short = materialNotice(body, input.length);
    if (short) notices.push(short);
  }
  // Versions count up per application; two generations at once retry on the unique (application, version).
  for (let attempt = 0; ; attempt++) {
    const last = await db.coverLetter.findFirst({
      where: { applicationId, userId },
      orderBy: { version: 'desc' },
      select: { version: true },
    });
    try {
      const row = await db.coverLetter.create({
        data: {
          userId,
          applicationId,
          resumeId: saved.id,
          version: (last?.version ?? 0) + 1,
          body,
          resume: saved.resume_json,
          template: saved.template,
          jobDescription,
          tone: input.tone,
          length: input.length,
          emphasis: input.emphasis ?? Prisma.JsonNull,
          provider,
        },
        select: coverLetterSelect,
      });
      const letter = toCoverLetterDto(row);
      if (provider === 'openai' && letter.grounding.unsupportedCount) {
        notices.push(
          `${letter.grounding.unsupportedCount} claim${letter.grounding.unsupportedCount > 1 ? 's' : ''} in the AI draft could not be found on your resume: they are flagged for you to fix or remove before you send it.`,
        );
      }
      return { letter, notices };
    } catch (error) {
      if (
        attempt < 3 &&
        error instanceof Prisma.PrismaClientKnownRequestError &&
        error.code === 'P2002'
      )
        continue;
      throw error;
    }
  }
}
