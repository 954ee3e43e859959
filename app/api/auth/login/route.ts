// POST /api/auth/login — email + password → access and refresh tokens and the user
import { login } from '@/server/auth/login';
import { authLimit } from '@/server/auth/rate-limits';
import { publicApiRoute } from '@/server/route/route';
import * as api from '@/lib/contracts/auth';

export const POST = publicApiRoute(
  api.login,
  { rateLimit: ({ ip }) => [authLimit('loginIp', ip)] },
  async ({ body, ip }) => login({ ...body, client: ip }),
);
