import 'server-only';
import { z } from 'zod';
import { JOB_DESCRIPTION_MAX_CHARS, type ReanalyzeResponse } from '@/lib/resume/analysis-schema';
import { resumeSchema } from '@/lib/resume/resume-schema';
import { AppError } from '@/server/http/app-error';
import { analyzeResume } from './analyze-resume';
import { resumeJsonToText } from './resume-json-to-text';

export const reanalyzeFormSchema = z.object({
  resume: z.union([z.string(), z.instanceof(File)], { message: 'resume: send the structured resume as JSON text' }),
  job_description: z
    .string()
    .max(JOB_DESCRIPTION_MAX_CHARS, `job_description: at most ${JOB_DESCRIPTION_MAX_CHARS} characters`)
    .optional()
    .transform((v) => (v ?? '').trim()),
});

/** POST ai/resume/reanalyze: the edited structured resume (JSON text) scored against the job description. */
export async function reanalyzeResumeJson({ form }: { form: FormData | undefined }): Promise<ReanalyzeResponse> {
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
  const analysis = await analyzeResume({ resumeText: resumeJsonToText(parsed.data), jobDescription: input.job_description });
  return { analysis };
}
