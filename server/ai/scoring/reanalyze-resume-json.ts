import 'server-only';
import { reanalyzeFormSchema } from '@/lib/resume/upload-form-schemas';
import type { ReanalyzeResponse } from '@/lib/resume/analysis-schema';
import { resumeSchema } from '@/lib/resume/resume-schema';
import { AppError } from '@/server/http/app-error';
import { analyzeResume } from './analyze-resume';
import { resumeJsonToText } from './resume-json-to-text';

/** POST ai/resume/reanalyze: the edited structured resume (JSON text) scored against the job description. */
export async function reanalyzeResumeJson({
  form,
}: {
  form: FormData | undefined;
}): Promise<ReanalyzeResponse> {
  const input = reanalyzeFormSchema.parse(Object.fromEntries(form?.entries() ?? []));
  const raw = typeof input.resume === 'string' ? input.resume : await input.resume.text();
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new AppError('VALIDATION_ERROR', 'resume: expected the structured resume as JSON text');
  }
  const parsed = resumeSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new AppError('VALIDATION_ERROR', `resume.${issue.path.join('.')}: ${issue.message}`);
  }
  const analysis = await analyzeResume({
    resumeText: resumeJsonToText(parsed.data),
    jobDescription: input.job_description,
  });
  return { analysis };
}
