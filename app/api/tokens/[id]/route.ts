// DELETE /api/tokens/{id} — revoke one of the user's personal access tokens
import { authRoute } from '@/server/http/route';
import { revokePersonalAccessToken } from '@/server/tokens/revoke-personal-access-token';

export const DELETE = authRoute({ scope: 'session' }, async ({ user, params }) => {
  await revokePersonalAccessToken({ userId: user.id, id: params.id ?? '' });
  return { message: 'Token revoked' };
});
