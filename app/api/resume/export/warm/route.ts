// POST /api/resume/export/warm — start the PDF renderer while the editor is open, so Download PDF is warm
import { apiRoute } from '@/server/route/route';
import * as resumesApi from '@/lib/contracts/resumes';
import { userAndAddressLimits } from '@/server/http/user-and-address-limits';
import { warmPdfRenderer } from '@/server/resumes/pdf/render-pdf';

export const POST = apiRoute(
  resumesApi.warmResumeExport,
  { rateLimit: userAndAddressLimits('resume-export-warm', { limit: 30, windowSeconds: 60 }) },
  async () => {
    await warmPdfRenderer();
    return new Response(null, { status: 204 });
  },
);
