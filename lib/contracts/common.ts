// Pieces every domain's contract uses: the error and message answers, the date formats, and the
// resume line a tailoring answer cites.
import { z } from 'zod';

export const isoDateTime = z.string().describe('ISO 8601 date-time');
export const isoDate = z.string().describe('Calendar date, YYYY-MM-DD');

export const errorSchema = z.object({
  detail: z.string().describe('What went wrong, for a person'),
  code: z
    .string()
    .describe('Stable machine code, e.g. NOT_FOUND, VALIDATION_ERROR, INSUFFICIENT_SCOPE'),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

export const messageSchema = z.object({ message: z.string() });

/** One line of a saved resume that a tailoring answer cites (a cover letter's claim, a change). */
export const resumeLineSchema = z.object({
  section: z.string(),
  entry: z.number().int().nullable(),
  bullet: z.number().int().nullable(),
  field: z.string(),
  text: z.string(),
});
