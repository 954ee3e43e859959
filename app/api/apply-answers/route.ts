// GET / POST /api/apply-answers — saved answers to application questions (ADR 240)
import * as applyApi from '@/lib/contracts/apply';
import { apiRoute, json } from '@/server/route/route';
import { listApplyAnswers } from '@/server/apply/answers/list-apply-answers';
import { saveApplyAnswer } from '@/server/apply/answers/save-apply-answer';

export const GET = apiRoute(applyApi.listApplyAnswers, {}, async ({ user, query }) => ({
  data: await listApplyAnswers({ userId: user.id, question: query.question }),
}));

export const POST = apiRoute(applyApi.saveApplyAnswer, {}, async ({ user, body }) => {
  const { answer, created } = await saveApplyAnswer({ userId: user.id, ...body });
  return json({ data: answer }, created ? 201 : 200);
});
