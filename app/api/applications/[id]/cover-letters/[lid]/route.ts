// GET / PATCH / DELETE /api/applications/{id}/cover-letters/{lid} — one cover-letter version (PATCH saves its edited text)
import { apiRoute } from '@/server/route/route';
import * as coverLettersApi from '@/lib/contracts/cover-letters';
import { deleteCoverLetter } from '@/server/tailoring/cover-letters/delete-cover-letter';
import { getCoverLetterOrThrow } from '@/server/tailoring/cover-letters/get-cover-letter-or-throw';
import { updateCoverLetter } from '@/server/tailoring/cover-letters/update-cover-letter';

export const GET = apiRoute(coverLettersApi.getCoverLetter, {}, async ({ user, params }) => ({
  data: await getCoverLetterOrThrow({
    userId: user.id,
    applicationId: params.id ?? '',
    id: params.lid ?? '',
  }),
}));

export const PATCH = apiRoute(
  coverLettersApi.updateCoverLetter,
  {},
  async ({ user, params, body }) => ({
    data: await updateCoverLetter({
      userId: user.id,
      applicationId: params.id ?? '',
      id: params.lid ?? '',
      body: body.body,
    }),
  }),
);

export const DELETE = apiRoute(coverLettersApi.deleteCoverLetter, {}, async ({ user, params }) => {
  await deleteCoverLetter({
    userId: user.id,
    applicationId: params.id ?? '',
    id: params.lid ?? '',
  });
  return { message: 'Cover letter deleted' };
});
