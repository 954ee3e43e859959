// GET /api/applications/my-applications — the user's applications, newest first (q, status, limit/cursor optional; ETag → 304)
import { listApplicationsQuerySchema } from '@/lib/applications/schemas';
import { listApplications } from '@/server/applications/list-applications';
import { etagResponse } from '@/server/http/etag-response';
import { authRoute } from '@/server/http/route';

export const GET = authRoute({ scope: 'applications:read', query: listApplicationsQuerySchema }, async ({ req, user, query }) =>
  etagResponse(req, await listApplications({ userId: user.id, ...query })),
);
