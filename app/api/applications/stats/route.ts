// GET /api/applications/stats — counts by status
import { getApplicationStats } from '@/server/applications/get-application-stats';
import { authRoute } from '@/server/http/route';

export const GET = authRoute({ scope: 'applications:read' }, async ({ user }) => ({ data: await getApplicationStats({ userId: user.id }) }));
