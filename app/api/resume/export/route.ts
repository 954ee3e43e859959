// POST /api/resume/export — the resume as an A4 PDF, from {resume_json} (our template) or {html} (sanitised)
import { z } from 'zod';
import { resumeSchema } from '@/lib/resume/resume-schema';
import { exportResumePdf } from '@/server/pdf/export-resume-pdf';
import { pdfResponse } from '@/server/pdf/pdf-response';
import { authRoute } from '@/server/http/route';
import { userAndAddressLimits } from '@/server/http/user-and-address-limits';

const bodySchema = z
  .object({
    html: z.string().min(1, 'html must not be empty').max(2_000_000).optional(),
    resume_json: resumeSchema.optional(),
  })
  .refine((b) => (b.html === undefined) !== (b.resume_json === undefined), 'Send exactly one of html or resume_json');

export const POST = authRoute(
  {
    body: bodySchema,
    maxBodyBytes: 3_000_000,
    rateLimit: userAndAddressLimits('resume-export', { limit: 60, windowSeconds: 60 }),
  },
  async ({ body }) => pdfResponse(await exportResumePdf({ html: body.html, resume: body.resume_json })),
);
