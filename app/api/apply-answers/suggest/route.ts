// POST /api/apply-answers/suggest — a draft answer from the resume and the posting, not saved
import * as applyApi from '@/lib/contracts/apply';
import { apiRoute } from '@/server/route/route';
import { userAndAddressLimits } from '@/server/http/user-and-address-limits';
import { suggestApplyAnswer } from '@/server/apply/answers/suggest-apply-answer';

export const POST = apiRoute(
  applyApi.suggestApplyAnswer,
  { rateLimit: userAndAddressLimits('apply-suggest', { limit: 30, windowSeconds: 60 }) },
  async ({ user, body }) => suggestApplyAnswer({ userId: user.id, input: body }),
);
