// POST /api/resumes/{id}/duplicate — copy a saved resume under a new name (e.g. "Tailored for Acme")
import { duplicateResumeSchema } from '@/lib/resume/saved-resume-schemas';
import { authRoute, json } from '@/server/http/route';
import { duplicateResume } from '@/server/resumes/duplicate-resume';

export const POST = authRoute({ scope: 'resumes:write', body: duplicateResumeSchema }, async ({ user, params, body }) =>
  json({ data: await duplicateResume({ userId: user.id, id: params.id ?? '', name: body.name }) }, 201),
);
