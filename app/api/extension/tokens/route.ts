// GET /api/extension/tokens — the browser extensions connected to the account (their tokens, never the secret)
import { authRoute } from '@/server/route/route';
import { listPersonalAccessTokens } from '@/server/tokens/list-personal-access-tokens';

export const GET = authRoute({ scope: 'session' }, async ({ user }) => ({
  data: await listPersonalAccessTokens({ userId: user.id, kind: 'extension' }),
}));
