// GET/PUT/DELETE /api/resumes/{id} — one of the user's saved resumes
import { updateResumeSchema } from '@/lib/resume/saved-resume-schemas';
import { authRoute } from '@/server/http/route';
import { deleteResume } from '@/server/resumes/delete-resume';
import { getResumeOrThrow } from '@/server/resumes/get-resume-or-throw';
import { updateResume } from '@/server/resumes/update-resume';

export const GET = authRoute({ scope: 'resumes:read' }, async ({ user, params }) => ({ data: await getResumeOrThrow({ userId: user.id, id: params.id ?? '' }) }));

export const PUT = authRoute({ scope: 'resumes:write', body: updateResumeSchema, maxBodyBytes: 1_000_000 }, async ({ user, params, body }) => ({
  data: await updateResume({ userId: user.id, id: params.id ?? '', changes: body }),
}));

export const DELETE = authRoute({ scope: 'resumes:write' }, async ({ user, params }) => {
  await deleteResume({ userId: user.id, id: params.id ?? '' });
  return { message: 'Resume deleted' };
});
