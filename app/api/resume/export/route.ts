// POST /api/resume/export — the resume as an A4 PDF (default) or DOCX, from {resume_json} in a template, or {html} (PDF only, sanitised)
import { z } from 'zod';
import { resumeSchema } from '@/lib/resume/resume-schema';
import { templateIdSchema } from '@/lib/resume/templates';
import { docxResponse } from '@/server/resumes/docx/docx-response';
import { exportResumeDocx } from '@/server/resumes/docx/export-resume-docx';
import { exportResumePdf } from '@/server/resumes/pdf/export-resume-pdf';
import { pdfResponse } from '@/server/resumes/pdf/pdf-response';
import { authRoute } from '@/server/http/route';
import { userAndAddressLimits } from '@/server/http/user-and-address-limits';

const bodySchema = z
  .object({
    html: z.string().min(1, 'html must not be empty').max(2_000_000).optional(),
    resume_json: resumeSchema.optional(),
    template: templateIdSchema.optional(),
    format: z.enum(['pdf', 'docx'], { error: 'format must be "pdf" or "docx"' }).default('pdf'),
  })
  .refine((b) => (b.html === undefined) !== (b.resume_json === undefined), 'Send exactly one of html or resume_json')
  .refine((b) => b.format === 'pdf' || b.resume_json !== undefined, { message: 'DOCX export needs resume_json (html exports only to PDF)', path: ['format'] });

export const POST = authRoute(
  {
    scope: 'resumes:read',
    body: bodySchema,
    maxBodyBytes: 3_000_000,
    rateLimit: userAndAddressLimits('resume-export', { limit: 60, windowSeconds: 60 }),
  },
  async ({ body }) =>
    body.format === 'docx' && body.resume_json
      ? docxResponse(await exportResumeDocx({ resume: body.resume_json, template: body.template }))
      : pdfResponse(await exportResumePdf({ html: body.html, resume: body.resume_json, template: body.template })),
);
