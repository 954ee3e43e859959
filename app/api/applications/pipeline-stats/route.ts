// GET /api/applications/pipeline-stats — days in stage per application and the reply rate
import { getPipelineStats } from '@/server/applications/pipeline/get-pipeline-stats';
import { authRoute } from '@/server/http/route';

export const GET = authRoute({ scope: 'applications:read' }, async ({ user }) => ({ data: await getPipelineStats({ userId: user.id }) }));
