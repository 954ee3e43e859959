// GET /api/applications/{id}/history — the application's status changes, oldest first
import { listStatusHistory } from '@/server/applications/history/list-status-history';
import { apiRoute } from '@/server/route/route';
import * as trackerApi from '@/lib/contracts/applications';

export const GET = apiRoute(trackerApi.listStatusHistory, {}, async ({ user, params }) => ({
  data: await listStatusHistory({ userId: user.id, applicationId: params.id ?? '' }),
}));
