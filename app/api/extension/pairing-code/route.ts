// POST /api/extension/pairing-code — a one-time code (10 minutes) to connect the browser extension
import { authRoute, json } from '@/server/route/route';
import { userAndAddressLimits } from '@/server/http/user-and-address-limits';
import { createPairingCode } from '@/server/extension/create-pairing-code';

export const POST = authRoute(
  {
    scope: 'session',
    rateLimit: userAndAddressLimits('extension-pairing', { limit: 20, windowSeconds: 3600 }),
  },
  async ({ user }) => json(await createPairingCode({ userId: user.id }), 201),
);
