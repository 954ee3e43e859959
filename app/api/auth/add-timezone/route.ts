// POST /api/auth/add-timezone — save the signed-in user's time zone (IANA name or listed code)
import { addTimezoneSchema } from '@/lib/auth/schemas';
import { addTimezone } from '@/server/auth/add-timezone';
import { authRoute } from '@/server/http/route';

export const POST = authRoute(
  { scope: 'session', body: addTimezoneSchema },
  async ({ user, body }) => addTimezone({ userId: user.id, timezone: body.timezone }),
);
