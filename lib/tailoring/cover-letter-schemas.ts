// Cover-letter requests and answers, shared by the API routes and the editor (ADR 180).
import { z } from 'zod';
import { letterLengths, letterTones } from './grounding';

export const letterEmphasisSchema = z
  .object({ section: z.string().min(1).max(60), entry: z.number().int().min(0).max(99) })
  .nullable()
  .default(null);

export const generateCoverLetterSchema = z.object({
  resume_id: z
    .string({ error: 'resume_id must be the id of one of your saved resumes' })
    .min(1)
    .max(100)
    .optional(),
  job_description: z.string().trim().min(1).max(50_000).optional(),
  tone: z
    .enum(letterTones, { error: `tone must be one of ${letterTones.join(', ')}` })
    .default('formal'),
  length: z
    .enum(letterLengths, { error: `length must be one of ${letterLengths.join(', ')}` })
    .default('standard'),
  emphasis: letterEmphasisSchema,
});
export type GenerateCoverLetterInput = z.infer<typeof generateCoverLetterSchema>;

export const COVER_LETTER_MAX = 20_000;
export const updateCoverLetterSchema = z.object({
  body: z
    .string({ error: 'body must be the letter text' })
    .trim()
    .min(1, 'The letter is empty')
    .max(COVER_LETTER_MAX, `The letter is longer than ${COVER_LETTER_MAX} characters`),
});

export const exportCoverLetterSchema = z.object({
  format: z.enum(['pdf', 'docx'], { error: 'format must be pdf or docx' }),
  paper: z.enum(['a4', 'letter'], { error: 'paper must be a4 or letter' }).default('a4'),
});
