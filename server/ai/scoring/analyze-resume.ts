import 'server-only';
import type { Analysis } from '@/lib/resume/analysis-schema';
import { env } from '@/server/env';
import { analyzeResumeLocal, type AnalyzeResumeLocalOptions } from './analyze-resume-local';
import { suggestWithModel } from '../providers/suggest-with-model';

/**
 * Analyses a resume against a job description with the configured provider: the local engine
 * always scores; with AI_PROVIDER=openai a model then rewrites the suggestions from its findings.
 */
export async function analyzeResume(options: AnalyzeResumeLocalOptions): Promise<Analysis> {
  const analysis = analyzeResumeLocal(options);
  if (env().AI_PROVIDER !== 'openai') return analysis;
  return suggestWithModel({
    analysis,
    resumeText: options.resumeText,
    jobDescription: options.jobDescription,
  });
}
