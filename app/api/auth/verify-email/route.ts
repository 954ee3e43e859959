// POST /api/auth/verify-email?email=&code= — verify the address with the emailed code
import { authLimit } from '@/server/auth/rate-limits';
import { verifyEmail } from '@/server/auth/verify-email';
import { publicApiRoute } from '@/server/route/route';
import * as api from '@/lib/contracts/auth';

export const POST = publicApiRoute(
  api.verifyEmail,
  {
    rateLimit: ({ query }) => [authLimit('codeCheck', `verify:${query.email}`)],
  },
  async ({ query }) => verifyEmail(query),
);
