// POST /api/auth/login — email + password → access and refresh tokens and the user
import { loginSchema } from '@/lib/auth/schemas';
import { login } from '@/server/auth/login';
import { authLimit } from '@/server/auth/rate-limits';
import { publicRoute } from '@/server/http/route';

export const POST = publicRoute(
  { body: loginSchema, rateLimit: ({ ip }) => [authLimit('loginIp', ip)] },
  async ({ body, ip }) => login({ ...body, client: ip }),
);
