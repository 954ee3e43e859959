// Saved resumes and exports: declared once, used by the routes and the OpenAPI document.
import { z } from 'zod';
import { resumeSchema } from '@/lib/resume/resume-schema';
import {
  createResumeSchema,
  duplicateResumeSchema,
  updateResumeSchema,
} from '@/lib/resume/saved-resume-schemas';
import { templateIdSchema } from '@/lib/resume/templates';
import { importResumeFormSchema } from '@/lib/resume/upload-form-schemas';
import { defineOperation } from '@/lib/contract/operation';
import { messageSchema } from './common';
import {
  currentResumeSchema,
  importedResumeSchema,
  jsonResumeSchema,
  savedResumeSchema,
  savedResumeSummarySchema,
  templatesSchema,
} from './resume-answers';

const tag = 'Resumes';

export const listResumes = defineOperation({
  operationId: 'listResumes',
  method: 'GET',
  path: '/api/resumes',
  tag,
  summary: 'List saved resumes',
  scope: 'resumes:read',
  responses: {
    200: {
      description: 'The resumes',
      schema: z.object({ data: z.array(savedResumeSummarySchema) }),
    },
  },
});

export const createResume = defineOperation({
  operationId: 'createResume',
  method: 'POST',
  path: '/api/resumes',
  tag,
  summary: 'Save a new resume',
  scope: 'resumes:write',
  body: createResumeSchema,
  responses: { 201: { description: 'Created', schema: z.object({ data: savedResumeSchema }) } },
});

export const getResume = defineOperation({
  operationId: 'getResume',
  method: 'GET',
  path: '/api/resumes/{id}',
  tag,
  summary: 'Get a saved resume',
  scope: 'resumes:read',
  responses: { 200: { description: 'The resume', schema: z.object({ data: savedResumeSchema }) } },
});

export const updateResume = defineOperation({
  operationId: 'updateResume',
  method: 'PUT',
  path: '/api/resumes/{id}',
  tag,
  summary: 'Change a saved resume (name, content, template, default)',
  scope: 'resumes:write',
  body: updateResumeSchema,
  responses: { 200: { description: 'Updated', schema: z.object({ data: savedResumeSchema }) } },
});

export const deleteResume = defineOperation({
  operationId: 'deleteResume',
  method: 'DELETE',
  path: '/api/resumes/{id}',
  tag,
  summary: 'Delete a saved resume',
  scope: 'resumes:write',
  responses: { 200: { description: 'Deleted', schema: messageSchema } },
});

export const duplicateResume = defineOperation({
  operationId: 'duplicateResume',
  method: 'POST',
  path: '/api/resumes/{id}/duplicate',
  tag,
  summary: 'Copy a saved resume under a new name',
  scope: 'resumes:write',
  body: duplicateResumeSchema,
  responses: { 201: { description: 'Created', schema: z.object({ data: savedResumeSchema }) } },
});

export const exportJsonResume = defineOperation({
  operationId: 'exportJsonResume',
  method: 'GET',
  path: '/api/resumes/{id}/json-resume',
  tag,
  summary: 'A saved resume as a JSON Resume 1.0 document',
  scope: 'resumes:read',
  responses: { 200: { description: 'JSON Resume', schema: jsonResumeSchema } },
});

export const importResume = defineOperation({
  operationId: 'importResume',
  method: 'POST',
  path: '/api/resumes/import',
  tag,
  summary: 'Save an uploaded JSON Resume (or Pursuit resume JSON) as a new resume',
  scope: 'resumes:write',
  form: importResumeFormSchema,
  responses: { 201: { description: 'Created', schema: z.object({ data: importedResumeSchema }) } },
});

export const getCurrentResume = defineOperation({
  operationId: 'getCurrentResume',
  method: 'GET',
  path: '/api/resumes/current',
  tag,
  summary: 'The default saved resume (404 when none is saved)',
  scope: 'resumes:read',
  responses: { 200: { description: 'The resume', schema: currentResumeSchema } },
});

export const saveCurrentResume = defineOperation({
  operationId: 'saveCurrentResume',
  method: 'PUT',
  path: '/api/resumes/current',
  tag,
  summary: 'Save the default resume (created on the first call)',
  scope: 'resumes:write',
  body: z.object({ resume_json: resumeSchema, template: templateIdSchema.optional() }),
  responses: { 200: { description: 'Saved', schema: currentResumeSchema } },
});

export const exportResume = defineOperation({
  operationId: 'exportResume',
  method: 'POST',
  path: '/api/resume/export',
  tag: 'Exports',
  summary: 'The resume as an A4 PDF (default) or DOCX',
  description: 'Send `resume_json` (with a template) or `html` (PDF only, sanitised).',
  scope: 'resumes:read',
  body: z
    .object({
      html: z.string().min(1, 'html must not be empty').max(2_000_000).optional(),
      resume_json: resumeSchema.optional(),
      template: templateIdSchema.optional(),
      format: z.enum(['pdf', 'docx'], { error: 'format must be "pdf" or "docx"' }).default('pdf'),
    })
    .refine(
      (b) => (b.html === undefined) !== (b.resume_json === undefined),
      'Send exactly one of html or resume_json',
    )
    .refine((b) => b.format === 'pdf' || b.resume_json !== undefined, {
      message: 'DOCX export needs resume_json (html exports only to PDF)',
      path: ['format'],
    }),
  responses: { 200: { description: 'The PDF (or DOCX) file', contentType: 'application/pdf' } },
});

export const warmResumeExport = defineOperation({
  operationId: 'warmResumeExport',
  method: 'POST',
  path: '/api/resume/export/warm',
  tag: 'Exports',
  summary: 'Start the PDF renderer ahead of an export',
  scope: 'resumes:read',
  responses: { 204: { description: 'Started' } },
});

export const listResumeTemplates = defineOperation({
  operationId: 'listResumeTemplates',
  method: 'GET',
  path: '/api/resume/templates',
  tag: 'Exports',
  summary: 'The resume templates exports offer',
  scope: 'resumes:read',
  responses: { 200: { description: 'Templates', schema: templatesSchema } },
});
