// POST /api/ai/resume/reanalyze — score the edited structured resume (JSON text) against a job description
import { reanalyzeResumeJson } from '@/server/ai/scoring/reanalyze-resume-json';
import { apiRoute } from '@/server/route/route';
import * as aiApi from '@/lib/contracts/ai';
import { userAndAddressLimits } from '@/server/http/user-and-address-limits';

export const dynamic = 'force-dynamic';

export const POST = apiRoute(
  aiApi.reanalyzeResume,
  {
    maxBodyBytes: 2 * 1024 * 1024,
    rateLimit: userAndAddressLimits('ai-reanalyze', { limit: 60, windowSeconds: 60 }),
  },
  async ({ form }) => reanalyzeResumeJson({ form }),
);
