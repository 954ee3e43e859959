// POST /api/auth/login — email + password → access and refresh tokens and the user
import { loginSchema } from '@/lib/auth/schemas';
import { login } from '@/server/auth/login';
import { authLimit } from '@/server/auth/rate-limits';
import { publicRoute } from '@/server/http/route';

export const POST = publicRoute(
  { body: loginSchema, rateLimit: ({ ip, body }) => [authLimit('loginIp', ip), authLimit('loginEmail', body.email)] },
  async ({ body }) => login(body),
);
