// POST / DELETE /api/applications/{id}/cover-letters/{lid}/sent — record (or clear) this version as the letter sent with the application
import { apiRoute } from '@/server/route/route';
import * as coverLettersApi from '@/lib/contracts/cover-letters';
import { markCoverLetterSent } from '@/server/tailoring/cover-letters/mark-cover-letter-sent';

export const POST = apiRoute(coverLettersApi.markCoverLetterSent, {}, async ({ user, params }) => ({
  data: await markCoverLetterSent({
    userId: user.id,
    applicationId: params.id ?? '',
    id: params.lid ?? '',
    sent: true,
  }),
}));

export const DELETE = apiRoute(
  coverLettersApi.unmarkCoverLetterSent,
  {},
  async ({ user, params }) => ({
    data: await markCoverLetterSent({
      userId: user.id,
      applicationId: params.id ?? '',
      id: params.lid ?? '',
      sent: false,
    }),
  }),
);
