// Saved answers to application-form questions (ADR 240): the schemas of the API and the
// Profile → Applying list. Browser-safe.
import { z } from 'zod';

export const MAX_QUESTION = 1000;
export const MAX_ANSWER = 10_000;
export const MAX_SAVED_ANSWERS = 2000;

const question = z
  .string({ error: 'question must be text' })
  .trim()
  .min(1, 'question is required')
  .max(MAX_QUESTION, `question must be at most ${MAX_QUESTION} characters`);
const answer = z
  .string({ error: 'answer must be text' })
  .trim()
  .min(1, 'answer is required')
  .max(MAX_ANSWER, `answer must be at most ${MAX_ANSWER} characters`);

/** `POST /api/apply-answers`: the same question again (in its normal form) updates its answer. */
export const saveAnswerSchema = z.object({ question, answer });
export type SaveAnswerInput = z.output<typeof saveAnswerSchema>;

/** `PATCH /api/apply-answers/{id}`: only the fields sent. */
export const updateAnswerSchema = z
  .object({ question: question.optional(), answer: answer.optional() })
  .refine((v) => v.question !== undefined || v.answer !== undefined, 'Send question or answer');
export type UpdateAnswerInput = z.output<typeof updateAnswerSchema>;

/** `GET /api/apply-answers?question=`: the saved answers that best match a form's question. */
export const answersQuerySchema = z.object({
  question: z
    .string()
    .trim()
    .max(MAX_QUESTION, `question must be at most ${MAX_QUESTION} characters`)
    .optional()
    .transform((v) => (v ? v : undefined)),
});

/** `POST /api/apply-answers/suggest`: a draft answer from the resume and the application's posting. */
export const suggestAnswerSchema = z.object({
  question,
  application_id: z
    .string({ error: 'application_id must be text' })
    .trim()
    .max(100, 'application_id must be at most 100 characters')
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type SuggestAnswerInput = z.output<typeof suggestAnswerSchema>;

export const savedAnswerSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  created_at: z.string().describe('ISO 8601 date-time'),
  updated_at: z.string().describe('ISO 8601 date-time'),
  score: z
    .number()
    .optional()
    .describe('With ?question=: how well the saved question matches (0..1)'),
});
export type SavedAnswer = z.infer<typeof savedAnswerSchema>;
