import 'server-only';
import { env } from '@/server/env';
import { AppError } from '@/server/http/app-error';
import { consumeRateLimits } from '@/server/http/rate-limit';
import {
  authenticatePersonalAccessToken,
  type TokenCaller,
} from '@/server/tokens/authenticate-personal-access-token';
import { TOKEN_PREFIX } from '@/server/tokens/personal-access-token-hash';

const BEARER = /^Bearer\s+(\S+)$/i;

/** The MCP endpoint takes personal access tokens only (their scopes decide the tools), with the per-token rate limit. */
export async function authenticateMcpCaller(req: Request): Promise<TokenCaller> {
  const token = BEARER.exec(req.headers.get('authorization') ?? '')?.[1];
  if (!token?.startsWith(TOKEN_PREFIX)) {
    throw new AppError(
      'UNAUTHORIZED',
      'The MCP server needs a personal access token (pst_…): create one on your Profile, under API tokens.',
      {
        headers: { 'WWW-Authenticate': 'Bearer' },
      },
    );
  }
  const caller = await authenticatePersonalAccessToken(token);
  await consumeRateLimits([
    {
      key: `pat:${caller.user.id}:${caller.tokenId}`,
      limit: env().TOKEN_RATE_LIMIT_PER_MINUTE,
      windowSeconds: 60,
    },
  ]);
  return caller;
}
