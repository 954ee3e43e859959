// DELETE /api/tokens/{id} — revoke one of the user's personal access tokens
import { apiRoute } from '@/server/route/route';
import * as tokensApi from '@/lib/contracts/tokens';
import { revokePersonalAccessToken } from '@/server/tokens/revoke-personal-access-token';

export const DELETE = apiRoute(tokensApi.revokeToken, {}, async ({ user, params }) => {
  await revokePersonalAccessToken({ userId: user.id, id: params.id ?? '' });
  return { message: 'Token revoked' };
});
