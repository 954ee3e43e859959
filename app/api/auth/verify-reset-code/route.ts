// POST /api/auth/verify-reset-code — check the reset code, answer a reset token
import { authLimit } from '@/server/auth/rate-limits';
import { verifyResetCode } from '@/server/auth/verify-reset-code';
import { publicApiRoute } from '@/server/route/route';
import * as api from '@/lib/contracts/auth';

export const POST = publicApiRoute(
  api.verifyResetCode,
  {
    bodyRateLimit: ({ body }) => [authLimit('codeCheck', `reset:${body.email}`)],
  },
  async ({ body }) => verifyResetCode({ email: body.email, code: body.token }),
);
