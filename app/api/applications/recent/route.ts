// GET /api/applications/recent — the newest 10 activity items
import { listRecentActivity } from '@/server/applications/list-recent-activity';
import { authRoute } from '@/server/http/route';

export const GET = authRoute({ scope: 'applications:read' }, async ({ user }) => Response.json(await listRecentActivity({ userId: user.id })));
