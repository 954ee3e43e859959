// GET/PUT/DELETE /api/resumes/{id} — one of the user's saved resumes
import { apiRoute } from '@/server/route/route';
import * as resumesApi from '@/lib/contracts/resumes';
import { deleteResume } from '@/server/resumes/delete-resume';
import { getResumeOrThrow } from '@/server/resumes/get-resume-or-throw';
import { updateResume } from '@/server/resumes/update-resume';

export const GET = apiRoute(resumesApi.getResume, {}, async ({ user, params }) => ({
  data: await getResumeOrThrow({ userId: user.id, id: params.id ?? '' }),
}));

export const PUT = apiRoute(
  resumesApi.updateResume,
  { maxBodyBytes: 1_000_000 },
  async ({ user, params, body }) => ({
    data: await updateResume({ userId: user.id, id: params.id ?? '', changes: body }),
  }),
);

export const DELETE = apiRoute(resumesApi.deleteResume, {}, async ({ user, params }) => {
  await deleteResume({ userId: user.id, id: params.id ?? '' });
  return { message: 'Resume deleted' };
});
