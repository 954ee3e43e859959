// GET/PUT /api/resumes/current — the signed-in user's default saved resume (created on the first PUT)
import { apiRoute } from '@/server/route/route';
import * as resumesApi from '@/lib/contracts/resumes';
import { getCurrentResume } from '@/server/resumes/get-current-resume';
import { saveCurrentResume } from '@/server/resumes/save-current-resume';

export const GET = apiRoute(resumesApi.getCurrentResume, {}, async ({ user }) =>
  getCurrentResume({ userId: user.id }),
);

export const PUT = apiRoute(
  resumesApi.saveCurrentResume,
  { maxBodyBytes: 1_000_000 },
  async ({ user, body }) =>
    saveCurrentResume({ userId: user.id, resume: body.resume_json, template: body.template }),
);
