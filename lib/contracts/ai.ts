// Resume scoring and job-description import and capture (ADR 196): declared once, used by the
// routes, the OpenAPI document and the browser's typed client.
import { z } from 'zod';
import { capturedJobSchema, captureRequestSchema } from '@/lib/jobs/capture-schema';
import { readPostingRequestSchema, readPostingSchema } from '@/lib/jobs/read-posting-schema';
import { analyzeResponseSchema, reanalyzeResponseSchema } from '@/lib/resume/analysis-schema';
import { resumeSchema } from '@/lib/resume/resume-schema';
import { reanalyzeFormSchema, resumeUploadSchema } from '@/lib/resume/upload-form-schemas';
import { defineOperation } from '@/lib/contract/operation';

const tag = 'AI';

export const importedJobSchema = z.object({
  job_description: z.string(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  location: z.string().nullable(),
});
export type ImportedJob = z.infer<typeof importedJobSchema>;

export const analyzeResume = defineOperation({
  operationId: 'analyzeResume',
  method: 'POST',
  path: '/api/ai/resume/analyze',
  tag,
  summary: 'Score an uploaded resume (PDF/DOCX/DOC) against a job description',
  scope: 'ai:use',
  form: resumeUploadSchema,
  responses: { 200: { description: 'The analysis', schema: analyzeResponseSchema } },
});

export const reanalyzeResume = defineOperation({
  operationId: 'reanalyzeResume',
  method: 'POST',
  path: '/api/ai/resume/reanalyze',
  tag,
  summary: 'Score a structured resume (resume_json as JSON text) against a job description',
  scope: 'ai:use',
  form: reanalyzeFormSchema,
  responses: { 200: { description: 'The analysis', schema: reanalyzeResponseSchema } },
});

export const structureResume = defineOperation({
  operationId: 'structureResume',
  method: 'POST',
  path: '/api/ai/resume/structure',
  tag,
  summary: 'An uploaded resume as structured resume_json',
  scope: 'ai:use',
  form: resumeUploadSchema.pick({ resume: true }),
  responses: {
    200: { description: 'The structured resume', schema: z.object({ resume_json: resumeSchema }) },
  },
});

export const importJobFromUrl = defineOperation({
  operationId: 'importJobFromUrl',
  method: 'POST',
  path: '/api/get-jd-from/url',
  tag,
  summary: 'The job description (and title, company, location) at a posting’s URL',
  scope: 'ai:use',
  body: z.object({ url: z.string().trim().min(1, 'url is required').max(2048, 'url is too long') }),
  responses: { 200: { description: 'The job', schema: importedJobSchema } },
});

export const importJobFromImages = defineOperation({
  operationId: 'importJobFromImages',
  method: 'POST',
  path: '/api/get-jd-from/image',
  tag,
  summary: 'The job description read from 1–5 screenshots (OCR)',
  scope: 'ai:use',
  form: z.object({
    files: z.array(z.instanceof(File)).min(1).max(5).describe('PNG, JPEG or WebP screenshots'),
  }),
  responses: {
    200: { description: 'The text', schema: z.object({ job_description: z.string() }) },
  },
});

export const captureJob = defineOperation({
  operationId: 'captureJob',
  method: 'POST',
  path: '/api/jobs/capture',
  tag,
  summary:
    'The posting on a page the client is showing: its HTML (≤ 2 MB) or the fields it read (ADR 160)',
  description:
    'Nothing is fetched: the page is read with the URL import’s readers. 413 over 2 MB of HTML; 422 when no posting is found.',
  scope: 'ai:use',
  body: captureRequestSchema,
  responses: { 200: { description: 'The posting', schema: z.object({ data: capturedJobSchema }) } },
});

export const readPosting = defineOperation({
  operationId: 'readPosting',
  method: 'POST',
  path: '/api/jobs/read-posting',
  tag,
  summary:
    'A new application’s fields (title, company, location, work mode, salary, description) from a job link or a pasted posting',
  description:
    'A link is read like URL import (the board’s API, else the page fetched safely); text is read as pasted. Nothing is saved. 422 says in plain words what went wrong: the site could not be found or reached, refused the request, or the page holds no posting.',
  scope: 'ai:use',
  body: readPostingRequestSchema,
  responses: { 200: { description: 'The posting', schema: z.object({ data: readPostingSchema }) } },
});
