// POST /api/auth/add-timezone — save the signed-in user's time zone (IANA name or listed code)
import { addTimezone } from '@/server/auth/add-timezone';
import { apiRoute } from '@/server/route/route';
import * as api from '@/lib/contracts/auth';

export const POST = apiRoute(api.addTimezone, {}, async ({ user, body }) =>
  addTimezone({ userId: user.id, timezone: body.timezone }),
);
