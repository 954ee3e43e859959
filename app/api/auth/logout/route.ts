// POST /api/auth/logout — revoke the presented refresh token's session family
import { refreshSchema } from '@/lib/auth/schemas';
import { revokeSession } from '@/server/auth/session-tokens';
import { publicRoute } from '@/server/http/route';

export const POST = publicRoute({ body: refreshSchema }, async ({ body }) => {
  await revokeSession({ refreshToken: body.refresh_token });
  return { message: 'Logged out' };
});
