// GET /api/applications/recent — the newest 10 activity items
import { listRecentActivity } from '@/server/applications/list-recent-activity';
import { apiRoute } from '@/server/route/route';
import * as trackerApi from '@/lib/contracts/applications';

export const GET = apiRoute(trackerApi.listRecentActivity, {}, async ({ user }) =>
  Response.json(await listRecentActivity({ userId: user.id })),
);
