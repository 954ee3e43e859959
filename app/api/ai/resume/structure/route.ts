// POST /api/ai/resume/structure — an uploaded resume as the structured resume_json
import { RESUME_MAX_BYTES } from '@/lib/resume/analysis-schema';
import { structureResumeUpload } from '@/server/ai/structure/structure-resume-upload';
import { apiRoute } from '@/server/route/route';
import * as aiApi from '@/lib/contracts/ai';
import { userAndAddressLimits } from '@/server/http/user-and-address-limits';

export const dynamic = 'force-dynamic';

export const POST = apiRoute(
  aiApi.structureResume,
  {
    maxBodyBytes: RESUME_MAX_BYTES + 64 * 1024,
    tooLargeDetail: 'The resume file is larger than 10 MB.',
    rateLimit: userAndAddressLimits('ai-resume', { limit: 30, windowSeconds: 60 }),
  },
  async ({ form }) => structureResumeUpload({ form }),
);
