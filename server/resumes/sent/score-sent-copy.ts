import 'server-only';
import { resumeSchema } from '@/lib/resume/resume-schema';
import { analyzeResumeLocal } from '@/server/ai/scoring/analyze-resume-local';
import { resumeJsonToText } from '@/server/ai/scoring/resume-json-to-text';

export type ScoreSentCopyOptions = { data: unknown; jobDescription: string | null };

/**
 * The keyword match score (0–100) of a "what I sent" copy against the job description it went
 * with, by the deterministic local engine (never a model: the figure must not depend on the
 * provider). Null without a job description or when no term in it was recognised.
 */
export function scoreSentCopy({ data, jobDescription }: ScoreSentCopyOptions): number | null {
  if (!jobDescription?.trim()) return null;
  const parsed = resumeSchema.safeParse(data);
  if (!parsed.success) return null;
  const analysis = analyzeResumeLocal({
    resumeText: resumeJsonToText(parsed.data),
    jobDescription,
  });
  if (!analysis.matched_keywords.length && !analysis.missing_keyword_details.length) return null;
  return analysis.keyword_match_score;
}
