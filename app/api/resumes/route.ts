// GET/POST /api/resumes — the signed-in user's saved resumes: list them, save a new one
import { createResumeSchema } from '@/lib/resume/saved-resume-schemas';
import { authRoute, json } from '@/server/http/route';
import { createResume } from '@/server/resumes/create-resume';
import { listResumes } from '@/server/resumes/list-resumes';

export const GET = authRoute({ scope: 'resumes:read' }, async ({ user }) => ({ data: await listResumes({ userId: user.id }) }));

export const POST = authRoute({ scope: 'resumes:write', body: createResumeSchema, maxBodyBytes: 1_000_000 }, async ({ user, body }) =>
  json({ data: await createResume({ userId: user.id, name: body.name, resume: body.resume_json, template: body.template }) }, 201),
);
