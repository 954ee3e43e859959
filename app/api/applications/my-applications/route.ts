// GET /api/applications/my-applications — the user's applications, newest first (q, status, limit/cursor optional)
import { listApplicationsQuerySchema } from '@/lib/applications/schemas';
import { listApplications } from '@/server/applications/list-applications';
import { authRoute } from '@/server/http/route';

export const GET = authRoute({ query: listApplicationsQuerySchema }, async ({ user, query }) =>
  listApplications({ userId: user.id, ...query }),
);
