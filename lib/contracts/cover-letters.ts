// Cover letters (ADR 180). Declared once, used by the routes and the OpenAPI document.
import { z } from 'zod';
import {
  exportCoverLetterSchema,
  generateCoverLetterSchema,
  updateCoverLetterSchema,
} from '@/lib/tailoring/cover-letter-schemas';
import { letterLengths, letterTones } from '@/lib/tailoring/grounding';
import { resumeHeaderSchema } from '@/lib/resume/resume-schema';
import { templateIdSchema } from '@/lib/resume/templates';
import { defineOperation } from '@/lib/contract/operation';
import { messageSchema, resumeLineSchema } from './common';

const tag = 'Cover letters';

const claim = z.object({
  kind: z.enum(['skill', 'number', 'date', 'employer', 'title', 'degree']),
  text: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  supported: z.boolean(),
  via: z.enum(['resume', 'job_description', 'application']).nullable(),
  source: resumeLineSchema.nullable(),
  note: z.string(),
});
export const coverLetterDtoSchema = z.object({
  id: z.string(),
  application_id: z.string(),
  resume_id: z.string().nullable(),
  version: z.number().int(),
  body: z.string(),
  tone: z.enum(letterTones),
  length: z.enum(letterLengths),
  emphasis: z.object({ section: z.string(), entry: z.number().int() }).nullable(),
  provider: z.enum(['local', 'openai']),
  template: templateIdSchema,
  header: resumeHeaderSchema,
  grounding: z
    .object({
      sentences: z.array(
        z.object({
          text: z.string(),
          start: z.number().int(),
          end: z.number().int(),
          source: resumeLineSchema.nullable(),
          claims: z.array(claim),
        }),
      ),
      claimCount: z.number().int(),
      unsupportedCount: z.number().int(),
      supportedShare: z.number(),
    })
    .describe(
      'Every claim of the letter checked against the resume: supported claims name their resume line',
    ),
  sent_at: z
    .string()
    .nullable()
    .describe('When this version was recorded as the letter sent with the application'),
  created_at: z.string().describe('ISO 8601 date-time'),
  updated_at: z.string().describe('ISO 8601 date-time'),
});

export const listCoverLetters = defineOperation({
  operationId: 'listCoverLetters',
  method: 'GET',
  path: '/api/applications/{id}/cover-letters',
  tag,
  summary: "An application's cover-letter versions, newest first",
  scope: 'applications:read',
  responses: {
    200: { description: 'Versions', schema: z.object({ data: z.array(coverLetterDtoSchema) }) },
  },
});

export const generateCoverLetter = defineOperation({
  operationId: 'generateCoverLetter',
  method: 'POST',
  path: '/api/applications/{id}/cover-letters',
  tag,
  summary: 'Draft a new cover-letter version from a saved resume and the job description',
  description:
    'Offline: built only from resume lines. With a model configured: a model draft, every claim checked; unsupported claims are flagged, never dropped silently.',
  scope: 'ai:use',
  body: generateCoverLetterSchema,
  responses: {
    201: {
      description: 'Drafted',
      schema: z.object({ data: coverLetterDtoSchema, notices: z.array(z.string()) }),
    },
  },
});

export const getCoverLetter = defineOperation({
  operationId: 'getCoverLetter',
  method: 'GET',
  path: '/api/applications/{id}/cover-letters/{lid}',
  tag,
  summary: 'One cover-letter version',
  scope: 'applications:read',
  responses: {
    200: { description: 'The letter', schema: z.object({ data: coverLetterDtoSchema }) },
  },
});

export const updateCoverLetter = defineOperation({
  operationId: 'updateCoverLetter',
  method: 'PATCH',
  path: '/api/applications/{id}/cover-letters/{lid}',
  tag,
  summary: "Save a version's edited text (its claims are checked again)",
  scope: 'applications:write',
  body: updateCoverLetterSchema,
  responses: { 200: { description: 'Saved', schema: z.object({ data: coverLetterDtoSchema }) } },
});

export const deleteCoverLetter = defineOperation({
  operationId: 'deleteCoverLetter',
  method: 'DELETE',
  path: '/api/applications/{id}/cover-letters/{lid}',
  tag,
  summary: 'Delete a cover-letter version',
  scope: 'applications:write',
  responses: { 200: { description: 'Deleted', schema: messageSchema } },
});

export const markCoverLetterSent = defineOperation({
  operationId: 'markCoverLetterSent',
  method: 'POST',
  path: '/api/applications/{id}/cover-letters/{lid}/sent',
  tag,
  summary: 'Record this version as the letter sent with the application',
  description:
    'The application keeps it in "what I sent" beside the resume copy. One version per application: marking another moves the mark. A sent version cannot be edited (409) until the mark moves.',
  scope: 'applications:write',
  responses: { 200: { description: 'Recorded', schema: z.object({ data: coverLetterDtoSchema }) } },
});

export const unmarkCoverLetterSent = defineOperation({
  operationId: 'unmarkCoverLetterSent',
  method: 'DELETE',
  path: '/api/applications/{id}/cover-letters/{lid}/sent',
  tag,
  summary: 'No longer record this version as sent',
  scope: 'applications:write',
  responses: { 200: { description: 'Cleared', schema: z.object({ data: coverLetterDtoSchema }) } },
});

export const exportCoverLetter = defineOperation({
  operationId: 'exportCoverLetter',
  method: 'POST',
  path: '/api/applications/{id}/cover-letters/{lid}/export',
  tag,
  summary: "The letter as a PDF or DOCX under the resume's header, A4 or Letter",
  scope: 'applications:read',
  body: exportCoverLetterSchema,
  responses: {
    200: { description: 'The file', contentType: 'application/pdf' },
  },
});

/** A letter version as the API answers it. */
export type CoverLetterDto = z.infer<typeof coverLetterDtoSchema>;
