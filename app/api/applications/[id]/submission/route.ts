// GET /api/applications/{id}/submission — what was sent with the application form
import * as applyApi from '@/lib/contracts/apply';
import { apiRoute } from '@/server/route/route';
import { getSubmission } from '@/server/apply/submissions/get-submission';

export const GET = apiRoute(applyApi.getApplicationSubmission, {}, async ({ user, params }) => ({
  submission: await getSubmission({ userId: user.id, applicationId: params.id ?? '' }),
}));
