// POST /api/resume/export — the resume as an A4 PDF (default) or DOCX, from {resume_json} in a template, or {html} (PDF only, sanitised)
import { docxResponse } from '@/server/resumes/docx/docx-response';
import { exportResumeDocx } from '@/server/resumes/docx/export-resume-docx';
import { exportResumePdf } from '@/server/resumes/pdf/export-resume-pdf';
import { pdfResponse } from '@/server/resumes/pdf/pdf-response';
import { apiRoute } from '@/server/route/route';
import * as resumesApi from '@/lib/contracts/resumes';
import { userAndAddressLimits } from '@/server/http/user-and-address-limits';

export const POST = apiRoute(
  resumesApi.exportResume,
  {
    maxBodyBytes: 3_000_000,
    rateLimit: userAndAddressLimits('resume-export', { limit: 60, windowSeconds: 60 }),
  },
  async ({ body }) =>
    body.format === 'docx' && body.resume_json
      ? docxResponse(await exportResumeDocx({ resume: body.resume_json, template: body.template }))
      : pdfResponse(
          await exportResumePdf({
            html: body.html,
            resume: body.resume_json,
            template: body.template,
          }),
        ),
);
