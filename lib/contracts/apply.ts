// Applying in one pass (ADR 240, 241): the apply profile, saved answers, the packet the browser
// extension attaches to a form, and the submission snapshot. Declared once, used by the routes, the
// OpenAPI document, the app and the extension.
import { z } from 'zod';
import {
  answersQuerySchema,
  saveAnswerSchema,
  savedAnswerSchema,
  suggestAnswerSchema,
  updateAnswerSchema,
} from '@/lib/apply/answer-schemas';
import { applyProfileInputSchema, applyProfileSchema } from '@/lib/apply/profile-schema';
import {
  packetRequestSchema,
  packetSchema,
  submissionRequestSchema,
  submissionSchema,
} from '@/lib/apply/submission-schemas';
import { defineOperation } from '@/lib/contract/operation';
import { messageSchema } from './common';

const tag = 'Applying';

const profileAnswer = z.object({ profile: applyProfileSchema });

export const getApplyProfile = defineOperation({
  operationId: 'getApplyProfile',
  method: 'GET',
  path: '/api/apply-profile',
  tag,
  summary: 'The facts application forms ask for',
  description:
    'Never saved: defaults prefilled from the account and the current resume (name, email, phone, links, current company and title from the latest experience entry). Self-identification defaults to "Decline to self-identify".',
  scope: 'profile:read',
  responses: { 200: { description: 'The apply profile', schema: profileAnswer } },
});

export const saveApplyProfile = defineOperation({
  operationId: 'saveApplyProfile',
  method: 'PUT',
  path: '/api/apply-profile',
  tag,
  summary: 'Replace the apply profile',
  description:
    'The whole profile: a field left out or empty is saved as null (self-identification as "Decline to self-identify"). Texts are trimmed.',
  scope: 'profile:write',
  body: applyProfileInputSchema,
  responses: { 200: { description: 'The saved profile', schema: profileAnswer } },
});

const oneAnswer = z.object({ data: savedAnswerSchema });

export const listApplyAnswers = defineOperation({
  operationId: 'listApplyAnswers',
  method: 'GET',
  path: '/api/apply-answers',
  tag,
  summary: 'Saved answers to application questions',
  description:
    'Newest first. With `question`, only the saved answers whose question means the same (other words, same meaning), best first, each with its `score` (0..1).',
  scope: 'profile:read',
  query: answersQuerySchema,
  responses: {
    200: { description: 'Answers', schema: z.object({ data: z.array(savedAnswerSchema) }) },
  },
});

export const saveApplyAnswer = defineOperation({
  operationId: 'saveApplyAnswer',
  method: 'POST',
  path: '/api/apply-answers',
  tag,
  summary: 'Save an answer (the same question again updates it)',
  scope: 'profile:write',
  body: saveAnswerSchema,
  responses: {
    200: { description: 'Updated: the question was already saved', schema: oneAnswer },
    201: { description: 'Saved', schema: oneAnswer },
  },
});

export const updateApplyAnswer = defineOperation({
  operationId: 'updateApplyAnswer',
  method: 'PATCH',
  path: '/api/apply-answers/{id}',
  tag,
  summary: 'Change a saved answer or its question',
  scope: 'profile:write',
  body: updateAnswerSchema,
  responses: { 200: { description: 'Updated', schema: oneAnswer } },
});

export const deleteApplyAnswer = defineOperation({
  operationId: 'deleteApplyAnswer',
  method: 'DELETE',
  path: '/api/apply-answers/{id}',
  tag,
  summary: 'Delete a saved answer',
  scope: 'profile:write',
  responses: { 200: { description: 'Deleted', schema: messageSchema } },
});

const claimSchema = z.object({
  kind: z.enum(['skill', 'number', 'date', 'employer', 'title', 'degree']),
  text: z.string(),
  supported: z.boolean(),
  via: z.enum(['resume', 'job_description', 'application']).nullable(),
  source: z
    .object({
      section: z.string(),
      entry: z.number().int().nullable(),
      bullet: z.number().int().nullable(),
      field: z.string(),
      text: z.string(),
    })
    .nullable(),
  note: z.string(),
});

export const suggestApplyAnswer = defineOperation({
  operationId: 'suggestApplyAnswer',
  method: 'POST',
  path: '/api/apply-answers/suggest',
  tag,
  summary: 'Draft an answer from the resume and the posting (not saved)',
  description:
    'Built from resume lines (offline), or by the configured model, then checked claim by claim against the resume as cover letters are: `claims` says where each fact comes from, unsupported ones are flagged. Nothing is saved until the answer is posted to /api/apply-answers.',
  scope: 'profile:read',
  body: suggestAnswerSchema,
  responses: {
    200: {
      description: 'A draft',
      schema: z.object({
        answer: z.string(),
        provider: z.enum(['local', 'openai']),
        claims: z.array(claimSchema),
      }),
    },
  },
});

export const getApplyPacket = defineOperation({
  operationId: 'getApplyPacket',
  method: 'POST',
  path: '/api/apply/packet',
  tag,
  summary: 'What to attach to an application form: resume PDF and letter',
  description:
    "The application is found by its job link (tracking parameters, scheme and trailing slash ignored). The resume is the application's sent copy when there is one, else the default saved resume, exported to PDF; the letter is the application's sent cover letter, else its latest.",
  scope: 'profile:read',
  body: packetRequestSchema,
  responses: { 200: { description: 'The packet', schema: packetSchema } },
});

export const recordApplySubmission = defineOperation({
  operationId: 'recordApplySubmission',
  method: 'POST',
  path: '/api/apply/submissions',
  tag,
  summary: 'Record a submitted application form',
  description:
    'Finds the application by its job link, or creates it from the page (company and job title needed then), sets it to Applied with today as the applied date (unless it is further along), and stores an unchanging snapshot: time, page, every question with its answer, the resume file (checked against its SHA-256) and the letter. Free-text answers are saved to the saved answers. The same application recorded again within 10 minutes (the submit, then the confirmation page) answers the first snapshot (200).',
  scope: 'profile:write',
  body: submissionRequestSchema,
  responses: {
    200: {
      description: 'Already recorded a moment ago: the first snapshot',
      schema: z.object({ application_id: z.string(), submission: submissionSchema }),
    },
    201: {
      description: 'Recorded',
      schema: z.object({ application_id: z.string(), submission: submissionSchema }),
    },
    413: { description: 'The body is over 8 MB' },
  },
});

export const getApplicationSubmission = defineOperation({
  operationId: 'getApplicationSubmission',
  method: 'GET',
  path: '/api/applications/{id}/submission',
  tag,
  summary: 'What was sent with the application form (the latest snapshot)',
  scope: 'applications:read',
  responses: {
    200: {
      description: 'The latest snapshot, or null when none was recorded',
      schema: z.object({ submission: submissionSchema.nullable() }),
    },
    404: { description: 'Not your application' },
  },
});

export const downloadSubmissionResume = defineOperation({
  operationId: 'downloadSubmissionResume',
  method: 'GET',
  path: '/api/applications/{id}/submission/resume',
  tag,
  summary: 'The exact resume file sent with the form',
  scope: 'applications:read',
  responses: {
    200: {
      description: 'The file as sent; its type read from its bytes',
      contentType: [
        'application/pdf',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'application/msword',
        'application/rtf',
        'application/octet-stream',
      ],
    },
    404: { description: 'No submission or no resume with it' },
  },
});
