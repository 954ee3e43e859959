// POST /api/applications/bulk-status — one status for several applications ({ids, status}; all the user's or none changes)
import { bulkUpdateStatus } from '@/server/applications/bulk/bulk-update-status';
import { apiRoute } from '@/server/route/route';
import * as bulkApi from '@/lib/contracts/applications-bulk';

export const POST = apiRoute(bulkApi.bulkUpdateStatus, {}, async ({ user, body }) => ({
  message: 'Applications updated successfully',
  data: await bulkUpdateStatus({
    userId: user.id,
    ids: body.ids,
    status: body.status,
    userTimezone: user.timezone,
  }),
}));
