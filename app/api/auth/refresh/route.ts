// POST /api/auth/refresh — rotate a refresh token into a new token pair
import { authLimit } from '@/server/auth/rate-limits';
import { rotateSession } from '@/server/auth/session-tokens';
import { publicApiRoute } from '@/server/route/route';
import * as api from '@/lib/contracts/auth';

export const POST = publicApiRoute(
  api.refreshSession,
  { rateLimit: ({ ip }) => [authLimit('refreshIp', ip)] },
  async ({ body }) => rotateSession({ refreshToken: body.refresh_token }),
);
