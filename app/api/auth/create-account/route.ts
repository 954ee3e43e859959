// POST /api/auth/create-account — register with username, email and password; a code is emailed
import { createAccount } from '@/server/auth/create-account';
import { authLimit } from '@/server/auth/rate-limits';
import { json, publicApiRoute } from '@/server/route/route';
import * as api from '@/lib/contracts/auth';

export const POST = publicApiRoute(
  api.createAccount,
  { rateLimit: ({ ip }) => [authLimit('signupIp', ip)] },
  async ({ body }) => json(await createAccount(body), 201),
);
