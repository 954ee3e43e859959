// POST /api/auth/verify-email?email=&code= — verify the address with the emailed code
import { verifyEmailQuerySchema } from '@/lib/auth/schemas';
import { authLimit } from '@/server/auth/rate-limits';
import { verifyEmail } from '@/server/auth/verify-email';
import { publicRoute } from '@/server/http/route';

export const POST = publicRoute(
  {
    query: verifyEmailQuerySchema,
    rateLimit: ({ query }) => [authLimit('codeCheck', `verify:${query.email}`)],
  },
  async ({ query }) => verifyEmail(query),
);
