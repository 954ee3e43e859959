// POST /api/applications/{id}/tailored-resume — proposed changes that tailor a saved resume to the posting
import { apiRoute } from '@/server/route/route';
import { userAndAddressLimits } from '@/server/http/user-and-address-limits';
import * as tailoredResumesApi from '@/lib/contracts/tailored-resumes';
import { proposeTailoredResume } from '@/server/tailoring/tailored-resumes/propose-tailored-resume';

export const POST = apiRoute(
  tailoredResumesApi.proposeTailoredResume,
  { rateLimit: userAndAddressLimits('tailored-resume', { limit: 60, windowSeconds: 60 }) },
  async ({ user, params, body }) => ({
    data: await proposeTailoredResume({
      userId: user.id,
      applicationId: params.id ?? '',
      input: body,
    }),
  }),
);
