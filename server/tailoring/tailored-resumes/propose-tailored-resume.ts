import 'server-only';
import type {
  ProposeTailoringInput,
  TailoringProposal,
} from '@/lib/tailoring/tailored-resume-schemas';
import { analyzeTailoredResume } from './analyze-tailored-resume';
import { applyTailoring } from './apply-tailoring';
import { loadTailoringInputs } from './load-tailoring-inputs';
import { proposeTailoring } from './propose-tailoring';

export type ProposeTailoredResumeOptions = {
  userId: string;
  applicationId: string;
  input: ProposeTailoringInput;
};

/**
 * The proposed changes for tailoring a saved resume (the chosen one, else the default) to the
 * application's posting (or a pasted one), with gaps and scores; with `accepted`, also the score
 * of the resume with just those changes.
 */
export async function proposeTailoredResume({
  userId,
  applicationId,
  input,
}: ProposeTailoredResumeOptions): Promise<TailoringProposal> {
  const { saved, jobDescription } = await loadTailoringInputs({
    userId,
    applicationId,
    resumeId: input.resume_id,
    jobDescription: input.job_description,
  });
  const proposal = proposeTailoring(saved.resume, jobDescription);
  const accepted = input.accepted
    ? analyzeTailoredResume(
        applyTailoring(saved.resume, proposal.changes, input.accepted).resume,
        jobDescription,
      ).keyword_match_score
    : null;
  return {
    resume_id: saved.id,
    resume_name: saved.name,
    changes: proposal.changes.map(({ op: _op, ...change }) => change),
    gaps: proposal.gaps,
    score_before: proposal.score_before,
    score_after_all: proposal.score_after_all,
    score_after_accepted: accepted,
  };
}
