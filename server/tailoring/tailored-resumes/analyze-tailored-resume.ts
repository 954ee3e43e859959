import 'server-only';
import type { Analysis } from '@/lib/resume/analysis-schema';
import type { Resume } from '@/lib/resume/resume-schema';
import { analyzeResumeLocal } from '@/server/ai/scoring/analyze-resume-local';
import { resumeJsonToText } from '@/server/ai/scoring/resume-json-to-text';

/**
 * A structured resume scored against a posting by the deterministic local engine (never a model:
 * before and after must be comparable), as the "what I sent" copies are scored.
 */
export function analyzeTailoredResume(resume: Resume, jobDescription: string): Analysis {
  return analyzeResumeLocal({ resumeText: resumeJsonToText(resume), jobDescription });
}
