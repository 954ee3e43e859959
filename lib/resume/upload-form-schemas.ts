// The multipart forms of the resume upload routes: parsed by their services, shown in the OpenAPI
// document (kept here, light, so the document does not load the engines behind them).
import { z } from 'zod';
import { JOB_DESCRIPTION_MAX_CHARS } from '@/lib/resume/analysis-schema';
import { resumeNameField } from '@/lib/resume/saved-resume-schemas';

const jobDescriptionField = z
  .string()
  .max(
    JOB_DESCRIPTION_MAX_CHARS,
    `job_description: at most ${JOB_DESCRIPTION_MAX_CHARS} characters`,
  )
  .optional()
  .transform((v) => (v ?? '').trim());

/** POST ai/resume/analyze and structure: a resume file and (for analyze) the job description. */
export const resumeUploadSchema = z.object({
  resume: z.instanceof(File, { message: 'resume: upload a resume file (PDF, DOC or DOCX)' }),
  job_description: jobDescriptionField,
});

/** POST ai/resume/reanalyze: the structured resume as JSON text (or a .json file) and the job description. */
export const reanalyzeFormSchema = z.object({
  resume: z.union([z.string(), z.instanceof(File)], {
    message: 'resume: send the structured resume as JSON text',
  }),
  job_description: jobDescriptionField,
});

/** POST resumes/import: a JSON Resume or Pursuit resume file and an optional name. */
export const importResumeFormSchema = z.object({
  file: z.instanceof(File, { message: 'file: upload a JSON Resume or Pursuit resume (.json)' }),
  name: resumeNameField.optional(),
});
