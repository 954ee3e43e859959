// POST /api/applications/{id}/cover-letters/{lid}/export — the letter as a PDF or DOCX under the resume's header, A4 or Letter
import { apiRoute } from '@/server/route/route';
import { userAndAddressLimits } from '@/server/http/user-and-address-limits';
import * as coverLettersApi from '@/lib/contracts/cover-letters';
import { exportCoverLetter } from '@/server/tailoring/cover-letters/export-cover-letter';

export const POST = apiRoute(
  coverLettersApi.exportCoverLetter,
  { rateLimit: userAndAddressLimits('cover-letter-export', { limit: 60, windowSeconds: 60 }) },
  async ({ user, params, body }) =>
    exportCoverLetter({
      userId: user.id,
      applicationId: params.id ?? '',
      id: params.lid ?? '',
      ...body,
    }),
);
