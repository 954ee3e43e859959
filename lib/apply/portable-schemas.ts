// The Applying room's parts of "Export my data" (ADR 266): the apply profile, the saved answers and
// each application's submission snapshots — their answers, letter and the resume's name, size and
// SHA-256, not the file's bytes (like attachments). Browser-safe.
import { z } from 'zod';
import { MAX_SAVED_ANSWERS, saveAnswerSchema } from './answer-schemas';
import { applyProfileInputSchema } from './profile-schema';
import {
  httpUrl,
  MAX_SUBMISSION_ANSWERS,
  MAX_SUBMISSION_LETTER,
  MAX_SUBMISSION_RESUME_BYTES,
  submissionAnswerSchema,
} from './submission-schemas';

export const MAX_EXPORTED_SUBMISSIONS = 100;

const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be an ISO 8601 date-time` });

/** One snapshot as exported: what was sent, when, from which page. */
export const exportedSubmissionSchema = z.object({
  submitted_at: instant('submitted_at'),
  recorded_at: instant('recorded_at').optional(),
  page_url: httpUrl('page_url'),
  answers: z
    .array(submissionAnswerSchema)
    .max(MAX_SUBMISSION_ANSWERS, `answers: at most ${MAX_SUBMISSION_ANSWERS} questions`)
    .default([]),
  resume: z
    .object({
      filename: z.string().trim().min(1, 'resume.filename is required').max(255),
      sha256: z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[0-9a-f]{64}$/, 'resume.sha256 must be 64 hex digits'),
      size: z
        .number()
        .int()
        .min(1)
        .max(MAX_SUBMISSION_RESUME_BYTES, 'resume.size must be at most 5 MB'),
    })
    .nullish()
    .transform((v) => v ?? null),
  cover_letter: z
    .string()
    .max(MAX_SUBMISSION_LETTER, `cover_letter must be at most ${MAX_SUBMISSION_LETTER} characters`)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type ExportedSubmission = z.output<typeof exportedSubmissionSchema>;

/** An application's snapshots in the document. */
export const exportedSubmissionsField = z
  .array(exportedSubmissionSchema)
  .max(MAX_EXPORTED_SUBMISSIONS, `at most ${MAX_EXPORTED_SUBMISSIONS} submissions per application`)
  .optional()
  .default([]);

/** The document's top-level Applying keys (absent in exports made before them). */
export const applyDocumentFields = {
  apply_profile: applyProfileInputSchema.nullish().transform((v) => v ?? null),
  apply_answers: z
    .array(saveAnswerSchema)
    .max(MAX_SAVED_ANSWERS, `at most ${MAX_SAVED_ANSWERS} saved answers can be imported`)
    .optional()
    .default([]),
};
