// POST /api/applications/{id}/tailored-resume/apply — save a new resume with the accepted tailoring changes
import { apiRoute, json } from '@/server/route/route';
import { userAndAddressLimits } from '@/server/http/user-and-address-limits';
import * as tailoredResumesApi from '@/lib/contracts/tailored-resumes';
import { createTailoredResume } from '@/server/tailoring/tailored-resumes/create-tailored-resume';

export const POST = apiRoute(
  tailoredResumesApi.applyTailoredResume,
  { rateLimit: userAndAddressLimits('tailored-resume-apply', { limit: 30, windowSeconds: 60 }) },
  async ({ user, params, body }) =>
    json(
      {
        data: await createTailoredResume({
          userId: user.id,
          applicationId: params.id ?? '',
          input: body,
        }),
      },
      201,
    ),
);
