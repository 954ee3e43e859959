// POST /api/auth/logout — revoke the presented refresh token's session family
import { revokeSession } from '@/server/auth/session-tokens';
import { publicApiRoute } from '@/server/route/route';
import * as api from '@/lib/contracts/auth';

export const POST = publicApiRoute(api.logout, {}, async ({ body }) => {
  await revokeSession({ refreshToken: body.refresh_token });
  return { message: 'Logged out' };
});
