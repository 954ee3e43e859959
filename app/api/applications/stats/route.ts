// GET /api/applications/stats — counts by status
import { getApplicationStats } from '@/server/applications/get-application-stats';
import { apiRoute } from '@/server/route/route';
import * as trackerApi from '@/lib/contracts/applications';

export const GET = apiRoute(trackerApi.getApplicationStats, {}, async ({ user }) => ({
  data: await getApplicationStats({ userId: user.id }),
}));
