// GET /api/applications/{id}/submission/resume — the exact resume file sent with the form
import * as applyApi from '@/lib/contracts/apply';
import { apiRoute } from '@/server/route/route';
import { downloadSubmissionResume } from '@/server/apply/submissions/get-submission';

export const GET = apiRoute(applyApi.downloadSubmissionResume, {}, async ({ user, params }) =>
  downloadSubmissionResume({ userId: user.id, applicationId: params.id ?? '' }),
);
