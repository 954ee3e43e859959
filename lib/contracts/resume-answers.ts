// What the saved-resume operations answer (lib/contracts/resumes.ts).
import { z } from 'zod';
import { resumeSchema } from '@/lib/resume/resume-schema';
import { isoDateTime } from './common';

export const savedResumeSchema = z.object({
  id: z.string(),
  name: z.string(),
  is_default: z.boolean(),
  template: z.string(),
  resume_json: resumeSchema,
  created_at: isoDateTime,
  updated_at: isoDateTime,
});

export const savedResumeSummarySchema = savedResumeSchema.pick({
  id: true,
  name: true,
  is_default: true,
  template: true,
  updated_at: true,
});

export const currentResumeSchema = savedResumeSchema.pick({
  id: true,
  name: true,
  template: true,
  resume_json: true,
  updated_at: true,
});

export const importedResumeSchema = z.object({
  id: z.string(),
  name: z.string(),
  resume_json: resumeSchema,
});

export const jsonResumeSchema = z
  .looseObject({ basics: z.looseObject({}).optional() })
  .describe('A JSON Resume 1.0 document');

export const templatesSchema = z.object({
  data: z.array(z.object({ id: z.string(), name: z.string() })),
});

/** What the API answers for one saved resume. */
export type SavedResumeDto = z.infer<typeof savedResumeSchema>;
export type SavedResumeSummary = z.infer<typeof savedResumeSummarySchema>;
