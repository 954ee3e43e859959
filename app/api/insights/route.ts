// GET /api/insights?from=&to= — every figure of the Insights page for the signed-in user (lib/insights/insights-schema.ts)
import { getInsights } from '@/server/insights/get-insights';
import { authRoute } from '@/server/http/route';
import { insightsQuerySchema } from '@/lib/insights/insights-schema';

export const GET = authRoute({ scope: 'applications:read', query: insightsQuerySchema }, async ({ user, query }) => ({
  data: await getInsights({ userId: user.id, timezone: user.timezone, query }),
}));
