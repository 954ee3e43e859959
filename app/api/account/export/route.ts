// GET /api/account/export — everything the user owns as one JSON document
import { exportAccount } from '@/server/account/export-account';
import { authRoute } from '@/server/http/route';

export const GET = authRoute({ scope: 'session' }, async ({ user }) =>
  exportAccount({ userId: user.id }),
);
