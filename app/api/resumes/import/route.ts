// POST /api/resumes/import — save an uploaded JSON Resume (or Pursuit resume JSON) as a new resume
import { authRoute, json } from '@/server/http/route';
import { importResume } from '@/server/resumes/json-resume/import-resume';

export const POST = authRoute({ scope: 'resumes:write', multipart: true, maxBodyBytes: 1_100_000 }, async ({ user, form }) =>
  json({ data: await importResume({ userId: user.id, form }) }, 201),
);
