// GET /api/applications/duplicates — the caller's applications that are the same job (company + title, or job URL)
import { duplicateQuerySchema } from '@/lib/tracking/duplicate-query';
import { findDuplicateApplications } from '@/server/applications/duplicates/find-duplicate-applications';
import { authRoute } from '@/server/http/route';

export const GET = authRoute({ scope: 'applications:read', query: duplicateQuerySchema }, async ({ user, query }) => ({
  data: await findDuplicateApplications({ userId: user.id, company: query.company, jobTitle: query.job_title, jobLink: query.job_link }),
}));
