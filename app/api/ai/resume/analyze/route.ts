// POST /api/ai/resume/analyze — score an uploaded resume (PDF/DOCX/DOC) against a job description
import { RESUME_MAX_BYTES } from '@/lib/resume/analysis-schema';
import { analyzeResumeUpload } from '@/server/ai/scoring/analyze-resume-upload';
import { apiRoute } from '@/server/route/route';
import * as aiApi from '@/lib/contracts/ai';
import { userAndAddressLimits } from '@/server/http/user-and-address-limits';

export const dynamic = 'force-dynamic';

export const POST = apiRoute(
  aiApi.analyzeResume,
  {
    // The file may be 10 MB; the rest is the job description and multipart framing.
    maxBodyBytes: RESUME_MAX_BYTES + 512 * 1024,
    tooLargeDetail: 'The resume file is larger than 10 MB.',
    rateLimit: userAndAddressLimits('ai-resume', { limit: 30, windowSeconds: 60 }),
  },
  async ({ form }) => analyzeResumeUpload({ form }),
);
