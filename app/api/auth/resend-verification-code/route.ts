// POST /api/auth/resend-verification-code?email= — email a fresh verification code (once a minute)
import { authLimit } from '@/server/auth/rate-limits';
import { resendVerificationCode } from '@/server/auth/resend-verification-code';
import { publicApiRoute } from '@/server/route/route';
import * as api from '@/lib/contracts/auth';

export const POST = publicApiRoute(
  api.resendVerificationCode,
  { rateLimit: ({ query }) => [authLimit('resendEmail', query.email)] },
  async ({ query }) => resendVerificationCode(query),
);
