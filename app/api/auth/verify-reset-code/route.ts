// POST /api/auth/verify-reset-code — check the reset code, answer a reset token
import { verifyResetCodeSchema } from '@/lib/auth/schemas';
import { authLimit } from '@/server/auth/rate-limits';
import { verifyResetCode } from '@/server/auth/verify-reset-code';
import { publicRoute } from '@/server/http/route';

export const POST = publicRoute(
  {
    body: verifyResetCodeSchema,
    bodyRateLimit: ({ body }) => [authLimit('codeCheck', `reset:${body.email}`)],
  },
  async ({ body }) => verifyResetCode({ email: body.email, code: body.token }),
);
