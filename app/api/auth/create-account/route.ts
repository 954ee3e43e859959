// POST /api/auth/create-account — register with username, email and password; a code is emailed
import { createAccountSchema } from '@/lib/auth/schemas';
import { createAccount } from '@/server/auth/create-account';
import { authLimit } from '@/server/auth/rate-limits';
import { json, publicRoute } from '@/server/http/route';

export const POST = publicRoute(
  { body: createAccountSchema, rateLimit: ({ ip }) => [authLimit('signupIp', ip)] },
  async ({ body }) => json(await createAccount(body), 201),
);
