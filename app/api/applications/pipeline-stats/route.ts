// GET /api/applications/pipeline-stats — days in stage per application and the reply rate
import { getPipelineStats } from '@/server/applications/pipeline/get-pipeline-stats';
import { apiRoute } from '@/server/route/route';
import * as trackerApi from '@/lib/contracts/applications';

export const GET = apiRoute(trackerApi.getPipelineStats, {}, async ({ user }) => ({
  data: await getPipelineStats({ userId: user.id }),
}));
