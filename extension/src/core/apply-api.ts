// The apply calls the background makes for a page's filler: the profile, this job's packet (resume
// file and letter) and saved answers for the form's questions; then the snapshot of what was sent.
import type { ApplyPacket, ApplyProfile, FillData } from '../apply/profile';
import type { SubmissionSnapshot } from '../apply/snapshot';
import { ApiProblem, callApi } from './api';

/** A saved answer is reused only when the server's match score says it is the same question. */
export const MIN_ANSWER_SCORE = 0.75;
const MAX_QUESTIONS = 30;

type SavedAnswer = { id: string; question: string; answer: string; score: number };

/** Saved answers for `questions` (the best match at or above MIN_ANSWER_SCORE). */
async function savedAnswers(questions: string[]): Promise<Record<string, string>> {
  const unique = [...new Set(questions.filter((q) => q.trim()))].slice(0, MAX_QUESTIONS);
  const matches = await Promise.all(
    unique.map((q) =>
      callApi<{ data: SavedAnswer[] }>(`apply-answers?question=${encodeURIComponent(q)}`)
        .then((r) => r.data)
        .catch(() => [] as SavedAnswer[]),
    ),
  );
  const answers: Record<string, string> = {};
  unique.forEach((q, i) => {
    const best = matches[i]?.[0];
    if (best && best.score >= MIN_ANSWER_SCORE && best.answer.trim()) answers[q] = best.answer;
  });
  return answers;
}

/**
 * Profile, packet and answers in parallel; with `known` (a later step of the same form) only the
 * new questions' answers are fetched and the rest reused.
 */
export async function fetchFillData(
  questions: string[],
  jobUrl: string,
  known?: FillData,
): Promise<FillData> {
  if (known) return { ...known, answers: { ...known.answers, ...(await savedAnswers(questions)) } };
  const [profile, packet, answers] = await Promise.all([
    callApi<{ profile: ApplyProfile }>('apply-profile').then((r) => r.profile),
    callApi<ApplyPacket>('apply/packet', { body: { job_url: jobUrl } }).catch((error) => {
      // No resume or letter yet is not a reason to fill nothing.
      if (error instanceof ApiProblem && error.problem.kind === 'failed')
        return { application_id: null, resume: null, cover_letter: null } as ApplyPacket;
      throw error;
    }),
    savedAnswers(questions),
  ]);
  return { profile, packet, answers };
}

export async function recordSubmission(
  snapshot: SubmissionSnapshot,
): Promise<{ application_id: string }> {
  return callApi<{ application_id: string }>('apply/submissions', { body: snapshot });
}
