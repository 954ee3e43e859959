// GET /api/account/export — everything the user owns as one JSON document
import { exportAccount } from '@/server/account/export-account';
import { apiRoute } from '@/server/route/route';
import * as api from '@/lib/contracts/account';

export const GET = apiRoute(api.exportAccount, {}, async ({ user }) =>
  exportAccount({ userId: user.id }),
);
