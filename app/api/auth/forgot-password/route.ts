// POST /api/auth/forgot-password — email a reset code (same answer for unknown emails)
import { forgotPassword } from '@/server/auth/forgot-password';
import { authLimit } from '@/server/auth/rate-limits';
import { publicApiRoute } from '@/server/route/route';
import * as api from '@/lib/contracts/auth';

export const POST = publicApiRoute(
  api.forgotPassword,
  {
    rateLimit: ({ ip }) => [authLimit('forgotIp', ip)],
    bodyRateLimit: ({ body }) => [authLimit('forgotEmail', body.email)],
  },
  async ({ body }) => forgotPassword(body),
);
