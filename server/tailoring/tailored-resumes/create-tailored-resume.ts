import 'server-only';
import { MAX_RESUME_NAME } from '@/lib/resume/saved-resume-schemas';
import type {
  ApplyTailoringInput,
  TailoredResumeResult,
} from '@/lib/tailoring/tailored-resume-schemas';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { pickFreeResumeName } from '@/server/resumes/pick-free-resume-name';
import { requireFreeResumeName } from '@/server/resumes/require-free-resume-name';
import { analyzeTailoredResume } from './analyze-tailored-resume';
import { applyTailoring } from './apply-tailoring';
import { loadTailoringInputs } from './load-tailoring-inputs';
import { proposeTailoring } from './propose-tailoring';

export type CreateTailoredResumeOptions = {
  userId: string;
  applicationId: string;
  input: ApplyTailoringInput;
};

/**
 * Saves a new resume: the chosen saved resume with the accepted changes of its tailoring proposal
 * (proposed again from the same resume and posting, so ids match), named "<resume> — <company>"
 * unless a name is given (a free one is picked for the default name; a taken given name is a 409).
 * The saved resume itself is never changed, and no copy is saved without a change (422).
 */
export async function createTailoredResume({
  userId,
  applicationId,
  input,
}: CreateTailoredResumeOptions): Promise<TailoredResumeResult> {
  const { application, saved, jobDescription } = await loadTailoringInputs({
    userId,
    applicationId,
    resumeId: input.resume_id,
    jobDescription: input.job_description,
  });
  const proposal = proposeTailoring(saved.resume, jobDescription);
  const known = new Set(proposal.changes.map((c) => c.id));
  const unknown = input.accepted.filter((id) => !known.has(id));
  if (unknown.length)
    throw new AppError(
      'VALIDATION_ERROR',
      `accepted: ${unknown.map((id) => `"${id}"`).join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not a proposed change for this resume and posting (tailor again to see the current ones)`,
    );
  const { resume, applied } = applyTailoring(saved.resume, proposal.changes, input.accepted);
  if (!applied.length)
    throw new AppError(
      'VALIDATION_ERROR',
      'accepted: accept at least one proposed change; a tailored copy without one would be your saved resume again',
    );
  const db = await prisma();
  const row = await db.$transaction(async (tx) => {
    let name: string;
    if (input.name) {
      name = input.name;
      await requireFreeResumeName({ tx, userId, name });
    } else {
      const suffix = ` — ${application.company}`.slice(0, 60);
      name = await pickFreeResumeName({
        tx,
        userId,
        base: `${saved.name.slice(0, MAX_RESUME_NAME - 6 - suffix.length)}${suffix}`,
      });
    }
    return tx.resume.create({
      data: { userId, name, data: resume, template: saved.template, isDefault: false },
      select: { id: true, name: true },
    });
  });
  return {
    resume: row,
    applied,
    score_before: proposal.score_before,
    score_after: analyzeTailoredResume(resume, jobDescription).keyword_match_score,
  };
}
