// zod schemas of the saved-resume API (/api/resumes), shared by the editor's switcher.
import { z } from 'zod';
import { resumeSchema } from './resume-schema';
import { templateIdSchema } from './templates';

export const MAX_RESUME_NAME = 100;

export const resumeNameField = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(MAX_RESUME_NAME, `Name must be at most ${MAX_RESUME_NAME} characters`);

/** POST /api/resumes */
export const createResumeSchema = z.object({
  name: resumeNameField,
  resume_json: resumeSchema,
  template: templateIdSchema.optional(),
});

/** PUT /api/resumes/{id}: any of the fields; `is_default: true` makes it the default resume. */
export const updateResumeSchema = z
  .object({
    name: resumeNameField.optional(),
    resume_json: resumeSchema.optional(),
    template: templateIdSchema.optional(),
    is_default: z
      .literal(true, {
        error: 'is_default can only be set to true (choose another resume as default instead)',
      })
      .optional(),
  })
  .refine(
    (b) => Object.values(b).some((v) => v !== undefined),
    'Send at least one of name, resume_json, template or is_default',
  );
export type UpdateResumeInput = z.output<typeof updateResumeSchema>;

/** POST /api/resumes/{id}/duplicate */
export const duplicateResumeSchema = z.object({ name: resumeNameField });
