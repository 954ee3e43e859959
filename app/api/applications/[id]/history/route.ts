// GET /api/applications/{id}/history — the application's status changes, oldest first
import { listStatusHistory } from '@/server/applications/history/list-status-history';
import { authRoute } from '@/server/http/route';

export const GET = authRoute({ scope: 'applications:read' }, async ({ user, params }) => ({
  data: await listStatusHistory({ userId: user.id, applicationId: params.id ?? '' }),
}));
