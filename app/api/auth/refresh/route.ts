// POST /api/auth/refresh — rotate a refresh token into a new token pair
import { refreshSchema } from '@/lib/auth/schemas';
import { authLimit } from '@/server/auth/rate-limits';
import { rotateSession } from '@/server/auth/session-tokens';
import { publicRoute } from '@/server/http/route';

export const POST = publicRoute(
  { body: refreshSchema, rateLimit: ({ ip }) => [authLimit('refreshIp', ip)] },
  async ({ body }) => rotateSession({ refreshToken: body.refresh_token }),
);
