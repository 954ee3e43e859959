// POST /api/resumes/{id}/duplicate — copy a saved resume under a new name (e.g. "Tailored for Acme")
import { apiRoute, json } from '@/server/route/route';
import * as resumesApi from '@/lib/contracts/resumes';
import { duplicateResume } from '@/server/resumes/duplicate-resume';

export const POST = apiRoute(resumesApi.duplicateResume, {}, async ({ user, params, body }) =>
  json(
    { data: await duplicateResume({ userId: user.id, id: params.id ?? '', name: body.name }) },
    201,
  ),
);
