// GET /api/resume/templates — the resume templates the editor and exports offer
import { resumeTemplates } from '@/lib/resume/templates';
import { apiRoute } from '@/server/route/route';
import * as resumesApi from '@/lib/contracts/resumes';

export const GET = apiRoute(resumesApi.listResumeTemplates, {}, async () => ({
  data: resumeTemplates.map(({ id, name }) => ({ id, name })),
}));
