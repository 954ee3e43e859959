// The apply packet (what the extension attaches) and the submission snapshot ("What I sent" from
// the form, ADR 241). Browser-safe.
import { z } from 'zod';

export const MAX_SUBMISSION_ANSWERS = 300;
export const MAX_SUBMISSION_RESUME_BYTES = 5 * 1024 * 1024;
export const MAX_SUBMISSION_LETTER = 20_000;
export const MAX_URL = 2000;
/** A form's question may be a long consent text; kept whole in the snapshot up to this. */
export const MAX_SUBMISSION_QUESTION = 5000;
export const MAX_SUBMISSION_ANSWER = 20_000;
/** A JSON body of a submission: the resume in base64 (4/3 of 5 MB), the answers and the letter, with room. */
export const MAX_SUBMISSION_BODY_BYTES = 8 * 1024 * 1024;

export const httpUrl = (field: string) =>
  z
    .string({ error: `${field} must be a link` })
    .trim()
    .min(1, `${field} is required`)
    .max(MAX_URL, `${field} must be at most ${MAX_URL} characters`)
    .refine((v) => {
      try {
        const u = new URL(v);
        return u.protocol === 'http:' || u.protocol === 'https:';
      } catch {
        return false;
      }
    }, `${field} must be an http(s) link`);

const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** `POST /api/apply/packet`. */
export const packetRequestSchema = z.object({ job_url: httpUrl('job_url') });

export const packetSchema = z.object({
  application_id: z.string().nullable().describe('The application found by its job link'),
  resume: z
    .object({
      filename: z.string(),
      media_type: z.literal('application/pdf'),
      sha256: z.string().describe('Hex SHA-256 of the file'),
      content_base64: z.string(),
    })
    .nullable(),
  cover_letter: z.object({ text: z.string() }).nullable(),
});
export type ApplyPacket = z.infer<typeof packetSchema>;

const base64 = /^[A-Za-z0-9+/]*={0,2}$/;

export const submissionAnswerSchema = z.object({
  question: z
    .string({ error: 'answers[].question must be text' })
    .trim()
    .min(1, 'answers[].question is required')
    .max(
      MAX_SUBMISSION_QUESTION,
      `answers[].question must be at most ${MAX_SUBMISSION_QUESTION} characters`,
    ),
  answer: z
    .string({ error: 'answers[].answer must be text' })
    .max(
      MAX_SUBMISSION_ANSWER,
      `answers[].answer must be at most ${MAX_SUBMISSION_ANSWER} characters`,
    ),
  field: optionalText('answers[].field', 500).describe(
    "The field's kind (text, textarea, select, radio, checkbox, file) or its name; answers of three words or more from a field that is not a choice or file are kept as saved answers",
  ),
});

/** `POST /api/apply/submissions`. */
export const submissionRequestSchema = z.object({
  job_url: httpUrl('job_url'),
  page_url: httpUrl('page_url'),
  company: optionalText('company', 200),
  job_title: optionalText('job_title', 200),
  submitted_at: z
    .string({ error: 'submitted_at must be an ISO 8601 date-time' })
    .refine(
      (v) => /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v)),
      'submitted_at must be an ISO 8601 date-time',
    )
    .nullish()
    .transform((v) => (v ? new Date(v) : null)),
  answers: z
    .array(submissionAnswerSchema, { error: 'answers must be a list of {question, answer}' })
    .max(MAX_SUBMISSION_ANSWERS, `answers: at most ${MAX_SUBMISSION_ANSWERS} questions`)
    .default([]),
  resume: z
    .object(
      {
        filename: z
          .string({ error: 'resume.filename must be text' })
          .trim()
          .min(1, 'resume.filename is required')
          .max(255, 'resume.filename must be at most 255 characters'),
        sha256: z
          .string({ error: 'resume.sha256 must be text' })
          .trim()
          .toLowerCase()
          .regex(/^[0-9a-f]{64}$/, 'resume.sha256 must be 64 hex digits'),
        content_base64: z
          .string({ error: 'resume.content_base64 must be base64 text' })
          .min(1, 'resume.content_base64 is empty')
          .refine((v) => base64.test(v), 'resume.content_base64 must be base64'),
      },
      { error: 'resume must be {filename, sha256, content_base64}' },
    )
    .nullish()
    .transform((v) => v ?? null),
  cover_letter: optionalText('cover_letter', MAX_SUBMISSION_LETTER),
});
export type SubmissionRequest = z.output<typeof submissionRequestSchema>;

export const submissionSchema = z.object({
  id: z.string(),
  submitted_at: z.string().describe('ISO 8601 date-time'),
  page_url: z.string(),
  answers: z.array(
    z.object({ question: z.string(), answer: z.string(), field: z.string().nullable() }),
  ),
  resume: z.object({ filename: z.string(), sha256: z.string(), size: z.number().int() }).nullable(),
  cover_letter: z.string().nullable(),
});
export type SubmissionDto = z.infer<typeof submissionSchema>;
