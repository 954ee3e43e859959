// POST /api/resumes/import — save an uploaded JSON Resume (or Pursuit resume JSON) as a new resume
import { apiRoute, json } from '@/server/route/route';
import * as resumesApi from '@/lib/contracts/resumes';
import { importResume } from '@/server/resumes/json-resume/import-resume';

export const POST = apiRoute(
  resumesApi.importResume,
  { maxBodyBytes: 1_100_000, tooLargeDetail: 'file: the resume file is larger than 1 MB.' },
  async ({ user, form }) => json({ data: await importResume({ userId: user.id, form }) }, 201),
);
