// Tailored resumes (ADR 180, addendum). Declared once, used by the routes and the OpenAPI document.
import { z } from 'zod';
import {
  applyTailoringSchema,
  proposeTailoringSchema,
  tailoringChangeKinds,
} from '@/lib/tailoring/tailored-resume-schemas';
import { defineOperation } from '@/lib/contract/operation';
import { resumeLineSchema } from './common';

// Tailored copies are saved resumes: documented with them.
const tag = 'Resumes';

const change = z.object({
  id: z.string().describe('Send it back in `accepted` to apply the change'),
  kind: z.enum(tailoringChangeKinds),
  path: z
    .string()
    .describe('Where in the resume: `experience[0].achievements`, `order`, `skills.Languages`…'),
  before: z.array(z.string()),
  after: z.array(z.string()),
  source: resumeLineSchema.describe('The line of the saved resume the change comes from'),
  reason: z.string(),
});
const proposal = z.object({
  resume_id: z.string(),
  resume_name: z.string(),
  changes: z.array(change),
  gaps: z
    .array(
      z.object({
        keyword: z.string(),
        importance: z.enum(['required', 'preferred']),
        shown_by: z.string().nullable(),
      }),
    )
    .describe(
      'Keywords the posting asks for that the resume does not name: to consider, never added',
    ),
  score_before: z.number().int().describe('Keyword match score (0–100) of the saved resume'),
  score_after_all: z.number().int().describe('…with every proposed change'),
  score_after_accepted: z
    .number()
    .int()
    .nullable()
    .describe('…with the changes sent in `accepted`; null when none were sent'),
});

export const proposeTailoredResume = defineOperation({
  operationId: 'proposeTailoredResume',
  method: 'POST',
  path: '/api/applications/{id}/tailored-resume',
  tag,
  summary: "Propose changes that tailor a saved resume to the application's posting",
  description:
    'Offline and deterministic: reorders bullets and sections, moves the posting’s skills the resume has to the front, renames a skill only when the lexicon says the posting’s word is the same skill. Every change only uses the resume’s own content and names its source line. Uses the application’s job description unless one is pasted.',
  scope: 'ai:use',
  body: proposeTailoringSchema,
  responses: { 200: { description: 'The proposal', schema: z.object({ data: proposal }) } },
});

export const applyTailoredResume = defineOperation({
  operationId: 'applyTailoredResume',
  method: 'POST',
  path: '/api/applications/{id}/tailored-resume/apply',
  tag,
  summary: 'Save a new resume with the accepted tailoring changes',
  description:
    'The chosen saved resume is left as it is; the copy is named "<resume> — <company>" unless `name` is given.',
  scope: 'resumes:write',
  body: applyTailoringSchema,
  responses: {
    201: {
      description: 'Created',
      schema: z.object({
        data: z.object({
          resume: z.object({ id: z.string(), name: z.string() }),
          applied: z.array(z.string()),
          score_before: z.number().int(),
          score_after: z.number().int(),
        }),
      }),
    },
  },
});
