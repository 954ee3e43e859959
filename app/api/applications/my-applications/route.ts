// GET /api/applications/my-applications — the user's applications, newest first (q, status, work_mode, source, priority, salary_min/max, limit/cursor optional; ETag → 304)
import { listApplicationsJson } from '@/server/applications/list-applications';
import { etagJsonResponse } from '@/server/http/etag-response';
import { apiRoute } from '@/server/route/route';
import * as trackerApi from '@/lib/contracts/applications';

export const GET = apiRoute(
  trackerApi.listApplications,
  {},
  async ({ req, user, query: { work_mode, salary_min, salary_max, ...query } }) =>
    etagJsonResponse(
      req,
      await listApplicationsJson({
        userId: user.id,
        ...query,
        workMode: work_mode,
        salaryMin: salary_min,
        salaryMax: salary_max,
      }),
    ),
);
