// GET/POST /api/resumes — the signed-in user's saved resumes: list them, save a new one
import { apiRoute, json } from '@/server/route/route';
import * as resumesApi from '@/lib/contracts/resumes';
import { createResume } from '@/server/resumes/create-resume';
import { listResumes } from '@/server/resumes/list-resumes';

export const GET = apiRoute(resumesApi.listResumes, {}, async ({ user }) => ({
  data: await listResumes({ userId: user.id }),
}));

export const POST = apiRoute(
  resumesApi.createResume,
  { maxBodyBytes: 1_000_000 },
  async ({ user, body }) =>
    json(
      {
        data: await createResume({
          userId: user.id,
          name: body.name,
          resume: body.resume_json,
          template: body.template,
        }),
      },
      201,
    ),
);
