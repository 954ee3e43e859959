// GET / PUT /api/apply-profile — the facts application forms ask for (ADR 240)
import * as applyApi from '@/lib/contracts/apply';
import { apiRoute } from '@/server/route/route';
import { getApplyProfile } from '@/server/apply/profile/get-apply-profile';
import { saveApplyProfile } from '@/server/apply/profile/save-apply-profile';

export const GET = apiRoute(applyApi.getApplyProfile, {}, async ({ user }) => ({
  profile: await getApplyProfile({ userId: user.id }),
}));

export const PUT = apiRoute(applyApi.saveApplyProfile, {}, async ({ user, body }) => ({
  profile: await saveApplyProfile({ userId: user.id, profile: body }),
}));
