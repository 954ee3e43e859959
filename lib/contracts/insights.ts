// Insights (ADR 140). Declared once, used by the route and the OpenAPI document.
import { insightsQuerySchema, insightsResponseSchema } from '@/lib/insights/insights-schema';
import { defineOperation } from '@/lib/contract/operation';

export const getInsights = defineOperation({
  operationId: 'getInsights',
  method: 'GET',
  path: '/api/insights',
  tag: 'Insights',
  summary: 'Every figure of the Insights page for a period',
  description:
    "Funnel, sends and replies per week, reply and interview rates by source, by resume sent and by match-score band, median days to first reply and per stage, and where rejections happen. `from`/`to` are calendar days in the user's time zone (both optional: all time, to today). Groups of fewer than 5 applications have counts but null rates.",
  scope: 'applications:read',
  query: insightsQuerySchema,
  responses: { 200: { description: 'Insights', schema: insightsResponseSchema } },
});
