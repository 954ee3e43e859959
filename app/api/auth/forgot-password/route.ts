// POST /api/auth/forgot-password — email a reset code (same answer for unknown emails)
import { forgotPasswordSchema } from '@/lib/auth/schemas';
import { forgotPassword } from '@/server/auth/forgot-password';
import { authLimit } from '@/server/auth/rate-limits';
import { publicRoute } from '@/server/http/route';

export const POST = publicRoute(
  {
    body: forgotPasswordSchema,
    rateLimit: ({ ip }) => [authLimit('forgotIp', ip)],
    bodyRateLimit: ({ body }) => [authLimit('forgotEmail', body.email)],
  },
  async ({ body }) => forgotPassword(body),
);
