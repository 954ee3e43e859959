// GET /api/applications/duplicates — the caller's applications that are the same job (company + title, or job URL)
import { findDuplicateApplications } from '@/server/applications/duplicates/find-duplicate-applications';
import { apiRoute } from '@/server/route/route';
import * as trackerApi from '@/lib/contracts/applications';

export const GET = apiRoute(trackerApi.findDuplicates, {}, async ({ user, query }) => ({
  data: await findDuplicateApplications({
    userId: user.id,
    company: query.company,
    jobTitle: query.job_title,
    jobLink: query.job_link,
  }),
}));
