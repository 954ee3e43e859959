// GET /api/insights?from=&to= — every figure of the Insights page for the signed-in user (lib/insights/insights-schema.ts)
import { getInsights } from '@/server/insights/get-insights';
import { apiRoute } from '@/server/route/route';
import * as insightsApi from '@/lib/contracts/insights';

export const GET = apiRoute(insightsApi.getInsights, {}, async ({ user, query }) => ({
  data: await getInsights({ userId: user.id, timezone: user.timezone, query }),
}));
