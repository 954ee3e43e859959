// POST / GET /api/tokens — create a personal access token (shown once) or list the user's tokens
import { apiRoute, json } from '@/server/route/route';
import * as tokensApi from '@/lib/contracts/tokens';
import { userAndAddressLimits } from '@/server/http/user-and-address-limits';
import { createPersonalAccessToken } from '@/server/tokens/create-personal-access-token';
import { listPersonalAccessTokens } from '@/server/tokens/list-personal-access-tokens';

export const POST = apiRoute(
  tokensApi.createToken,
  { rateLimit: userAndAddressLimits('tokens-create', { limit: 20, windowSeconds: 3600 }) },
  async ({ user, body }) => {
    const { token, summary } = await createPersonalAccessToken({
      userId: user.id,
      name: body.name,
      scopes: body.scopes,
      expiresInDays: body.expires_in_days,
    });
    return json(
      { message: 'Token created. Copy it now: it is not shown again.', token, data: summary },
      201,
    );
  },
);

export const GET = apiRoute(tokensApi.listTokens, {}, async ({ user }) => ({
  data: await listPersonalAccessTokens({ userId: user.id }),
}));
