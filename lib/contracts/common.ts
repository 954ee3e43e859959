// Pieces every domain's contract uses: the error and message answers and the date formats.
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
