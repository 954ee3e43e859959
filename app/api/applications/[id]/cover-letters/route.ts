// GET / POST /api/applications/{id}/cover-letters — the application's cover-letter versions; POST drafts a new one
import { apiRoute, json } from '@/server/route/route';
import { userAndAddressLimits } from '@/server/http/user-and-address-limits';
import * as coverLettersApi from '@/lib/contracts/cover-letters';
import { generateCoverLetter } from '@/server/tailoring/cover-letters/generate-cover-letter';
import { listCoverLetters } from '@/server/tailoring/cover-letters/list-cover-letters';

export const GET = apiRoute(coverLettersApi.listCoverLetters, {}, async ({ user, params }) => ({
  data: await listCoverLetters({ userId: user.id, applicationId: params.id ?? '' }),
}));

export const POST = apiRoute(
  coverLettersApi.generateCoverLetter,
  { rateLimit: userAndAddressLimits('cover-letter', { limit: 30, windowSeconds: 60 }) },
  async ({ user, params, body }) => {
    const { letter, notices } = await generateCoverLetter({
      userId: user.id,
      applicationId: params.id ?? '',
      input: body,
    });
    return json({ data: letter, notices }, 201);
  },
);
