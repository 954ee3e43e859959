// POST /api/auth/reset-password — set a new password with the reset token from the code step
import { authLimit } from '@/server/auth/rate-limits';
import { resetPassword } from '@/server/auth/reset-password';
import { publicApiRoute } from '@/server/route/route';
import * as api from '@/lib/contracts/auth';

export const POST = publicApiRoute(
  api.resetPassword,
  {
    bodyRateLimit: ({ body }) => [authLimit('codeCheck', `reset-password:${body.email}`)],
  },
  async ({ body }) =>
    resetPassword({
      email: body.email,
      newPassword: body.new_password,
      resetToken: body.reset_token,
    }),
);
