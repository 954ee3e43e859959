// POST /api/auth/reset-password — set a new password with the reset token from the code step
import { resetPasswordSchema } from '@/lib/auth/schemas';
import { authLimit } from '@/server/auth/rate-limits';
import { resetPassword } from '@/server/auth/reset-password';
import { publicRoute } from '@/server/http/route';

export const POST = publicRoute(
  {
    body: resetPasswordSchema,
    bodyRateLimit: ({ body }) => [authLimit('codeCheck', `reset-password:${body.email}`)],
  },
  async ({ body }) =>
    resetPassword({
      email: body.email,
      newPassword: body.new_password,
      resetToken: body.reset_token,
    }),
);
