// GET /api/applications/duplicates query.
import { z } from 'zod';

const text = (label: string) =>
  z
    .string()
    .trim()
    .max(2048, `${label} must be at most 2048 characters`)
    .optional()
    .transform((v) => v || undefined);

export const duplicateQuerySchema = z
  .object({ company: text('company'), job_title: text('job_title'), job_link: text('job_link') })
  .refine((q) => Boolean(q.job_link) || Boolean(q.company && q.job_title), {
    message: 'Give company and job_title, or job_link',
  });
export type DuplicateQuery = z.output<typeof duplicateQuerySchema>;
