// PATCH / DELETE /api/apply-answers/{id} — change or delete a saved answer
import * as applyApi from '@/lib/contracts/apply';
import { apiRoute } from '@/server/route/route';
import { deleteApplyAnswer, updateApplyAnswer } from '@/server/apply/answers/change-apply-answer';

export const PATCH = apiRoute(applyApi.updateApplyAnswer, {}, async ({ user, params, body }) => ({
  data: await updateApplyAnswer({ userId: user.id, id: params.id ?? '', changes: body }),
}));

export const DELETE = apiRoute(applyApi.deleteApplyAnswer, {}, async ({ user, params }) => {
  await deleteApplyAnswer({ userId: user.id, id: params.id ?? '' });
  return { message: 'Saved answer deleted' };
});
