// POST /api/auth/resend-verification-code?email= — email a fresh verification code (once a minute)
import { emailQuerySchema } from '@/lib/auth/schemas';
import { authLimit } from '@/server/auth/rate-limits';
import { resendVerificationCode } from '@/server/auth/resend-verification-code';
import { publicRoute } from '@/server/http/route';

export const POST = publicRoute(
  { query: emailQuerySchema, rateLimit: ({ query }) => [authLimit('resendEmail', query.email)] },
  async ({ query }) => resendVerificationCode(query),
);
