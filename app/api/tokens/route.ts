// POST / GET /api/tokens — create a personal access token (shown once) or list the user's tokens
import { createTokenSchema } from '@/lib/tokens/schemas';
import { authRoute, json } from '@/server/http/route';
import { userAndAddressLimits } from '@/server/http/user-and-address-limits';
import { createPersonalAccessToken } from '@/server/tokens/create-personal-access-token';
import { listPersonalAccessTokens } from '@/server/tokens/list-personal-access-tokens';

export const POST = authRoute(
  { scope: 'session', body: createTokenSchema, rateLimit: userAndAddressLimits('tokens-create', { limit: 20, windowSeconds: 3600 }) },
  async ({ user, body }) => {
    const { token, summary } = await createPersonalAccessToken({
      userId: user.id,
      name: body.name,
      scopes: body.scopes,
      expiresInDays: body.expires_in_days,
    });
    return json({ message: 'Token created. Copy it now: it is not shown again.', token, data: summary }, 201);
  },
);

export const GET = authRoute({ scope: 'session' }, async ({ user }) => ({ data: await listPersonalAccessTokens({ userId: user.id }) }));
