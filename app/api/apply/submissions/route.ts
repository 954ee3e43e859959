// POST /api/apply/submissions — record a submitted application form and what was sent (ADR 241)
import * as applyApi from '@/lib/contracts/apply';
import { MAX_SUBMISSION_BODY_BYTES } from '@/lib/apply/submission-schemas';
import { apiRoute, json } from '@/server/route/route';
import { recordSubmission } from '@/server/apply/submissions/record-submission';

export const POST = apiRoute(
  applyApi.recordApplySubmission,
  {
    maxBodyBytes: MAX_SUBMISSION_BODY_BYTES,
    tooLargeDetail: 'The submission is over 8 MB: the resume may be at most 5 MB',
  },
  async ({ user, body }) => {
    const { applicationId, submission, created } = await recordSubmission({
      userId: user.id,
      userZone: user.timezone,
      input: body,
    });
    return json({ application_id: applicationId, submission }, created ? 201 : 200);
  },
);
