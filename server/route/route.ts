import 'server-only';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { TokenScope } from '@/lib/tokens/schemas';
import { verifyAccessToken } from '@/server/auth/access-token';
import { resolveSignedInUser } from '@/server/auth/resolve-signed-in-user';
import type { AuthUser } from '@/server/auth/signed-in-users';
import { env } from '@/server/env';
import { authenticatePersonalAccessToken } from '@/server/tokens/authenticate-personal-access-token';
import { TOKEN_PREFIX } from '@/server/tokens/personal-access-token-hash';
import type { ApiOperation } from '@/lib/contract/operation';
import { AppError } from '@/server/http/app-error';
import { errorResponse } from '@/server/http/error-response';
import { clientAddress } from '@/server/http/client-address';
import { consumeRateLimits, type RateLimitRule } from '@/server/http/rate-limit';
import { parseForm, parseJson, readBody } from '@/server/http/read-body';

export type { AuthUser } from '@/server/auth/signed-in-users';

type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

type Options<B, Q, U> = {
  /** zod schema of the JSON body. */
  body?: B;
  /** zod schema of the query string (values are strings). */
  query?: Q;
  /** Read the body as multipart/form-data instead of JSON. */
  multipart?: boolean;
  /** Body size cap in bytes (default MAX_BODY_BYTES). */
  maxBodyBytes?: number;
  /**
   * The 413 detail for a body over `maxBodyBytes`, when the cap stands for something a person
   * chose (an upload's file size); without it the detail names the byte count.
   */
  tooLargeDetail?: string;
  /** Rate-limit rules checked BEFORE the body is read, so a client over its limit is not buffered. */
  rateLimit?: (input: { ip: string; user: U; query: Out<Q> }) => RateLimitRule[];
  /** Rate-limit rules that need the parsed body (e.g. keyed on the email), checked after it. */
  bodyRateLimit?: (input: { ip: string; body: Out<B>; query: Out<Q> }) => RateLimitRule[];
};

type Context<B, Q> = {
  req: Request;
  body: Out<B>;
  query: Out<Q>;
  form: FormData | undefined;
  params: Record<string, string>;
  ip: string;
  requestId: string;
};

/**
 * Who may call an authenticated route besides a signed-in session: a personal access token
 * carrying this scope, or with 'session' no token at all (managing tokens, profile, password,
 * email, account deletion: ADR 150).
 */
export type RouteScope = TokenScope | 'session';

/** How the caller proved who it is: the app's session, or a personal access token and its scopes. */
export type Caller = { kind: 'session' } | { kind: 'token'; tokenId: string; scopes: TokenScope[] };

type AuthOptions<B, Q> = Options<B, Q, AuthUser> & {
  /** The scope a personal access token needs for this route; 'session': tokens are refused. */
  scope: RouteScope;
};

type NextContext = { params: Promise<Record<string, string | string[] | undefined>> };
type Handler<C> = (ctx: C) => Promise<unknown>;

const BEARER = /^Bearer\s+(\S+)$/i;

/** 403 for a token calling a route its scopes do not cover, naming what was needed (RFC 6750 insufficient_scope). */
function insufficientScope(scope: RouteScope): AppError {
  if (scope === 'session') {
    return new AppError(
      'INSUFFICIENT_SCOPE',
      'Personal access tokens cannot do this: managing tokens, the profile, the password, the email and deleting the account need a signed-in session.',
    );
  }
  return new AppError(
    'INSUFFICIENT_SCOPE',
    `This token lacks the scope this route needs: ${scope}.`,
    {
      headers: { 'WWW-Authenticate': `Bearer error="insufficient_scope", scope="${scope}"` },
    },
  );
}

/**
 * The caller behind the bearer token. A session access token: its user and session liveness come
 * from a per-process read of at most 10 s ago (ADR 100). A `pst_` token: read on every request,
 * its scope checked against the route's, and its per-token rate limit counted (ADR 150).
 */
async function authenticate(
  req: Request,
  scope: RouteScope,
): Promise<{ user: AuthUser; caller: Caller }> {
  const match = BEARER.exec(req.headers.get('authorization') ?? '');
  if (!match?.[1]) throw new AppError('UNAUTHORIZED', 'Not authenticated');
  const token = match[1];
  if (!token.startsWith(TOKEN_PREFIX)) {
    return {
      user: await resolveSignedInUser(await verifyAccessToken(token)),
      caller: { kind: 'session' },
    };
  }
  const { user, tokenId, scopes } = await authenticatePersonalAccessToken(token);
  if (scope === 'session' || !scopes.includes(scope)) throw insufficientScope(scope);
  await consumeRateLimits([
    {
      key: `pat:${user.id}:${tokenId}`,
      limit: env().TOKEN_RATE_LIMIT_PER_MINUTE,
      windowSeconds: 60,
    },
  ]);
  return { user, caller: { kind: 'token', tokenId, scopes } };
}

function toResponse(result: unknown, requestId: string): Response {
  const response = result instanceof Response ? result : Response.json(result ?? {});
  response.headers.set('x-request-id', requestId);
  return response;
}

async function prepare<B extends Schema | undefined, Q extends Schema | undefined, U>(
  options: Options<B, Q, U>,
  req: Request,
  next: NextContext,
  requestId: string,
  user: U,
) {
  const raw = (await next.params) ?? {};
  const params = Object.fromEntries(
    Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.join('/') : (v ?? '')]),
  );
  const query = (
    options.query
      ? options.query.parse(Object.fromEntries(new URL(req.url).searchParams))
      : undefined
  ) as Out<Q>;
  const ip = clientAddress(req);
  if (options.rateLimit) await consumeRateLimits(options.rateLimit({ ip, user, query }));
  let body = undefined as Out<B>;
  let form: FormData | undefined;
  if (options.body || options.multipart) {
    const bytes = await readBody(req, {
      bytes: options.maxBodyBytes ?? env().MAX_BODY_BYTES,
      detail: options.tooLargeDetail,
    });
    if (options.multipart) form = await parseForm(bytes, req.headers.get('content-type'));
    else body = (options.body as Schema).parse(parseJson(bytes)) as Out<B>;
  }
  if (options.bodyRateLimit) await consumeRateLimits(options.bodyRateLimit({ ip, body, query }));
  return { req, body, query, form, params, ip, requestId };
}

/** A route anyone may call: parse, rate-limit, run, answer, and map every error to `{detail, code}`. */
export function publicRoute<
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
>(options: Options<B, Q, undefined>, handler: Handler<Context<B, Q>>) {
  return async (req: Request, next: NextContext): Promise<Response> => {
    const requestId = req.headers.get('x-request-id') ?? randomUUID();
    try {
      return toResponse(
        await handler(await prepare(options, req, next, requestId, undefined)),
        requestId,
      );
    } catch (error) {
      return errorResponse(error, requestId);
    }
  };
}

/**
 * Like publicRoute, but the caller must be signed in: a session access token, or a personal access
 * token carrying the route's `scope` (403 naming the scope otherwise). The user and how it signed in are passed on.
 */
export function authRoute<
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
>(
  options: AuthOptions<B, Q>,
  handler: Handler<Context<B, Q> & { user: AuthUser; caller: Caller }>,
) {
  return async (req: Request, next: NextContext): Promise<Response> => {
    const requestId = req.headers.get('x-request-id') ?? randomUUID();
    try {
      const { user, caller } = await authenticate(req, options.scope);
      return toResponse(
        await handler({ ...(await prepare(options, req, next, requestId, user)), user, caller }),
        requestId,
      );
    } catch (error) {
      return errorResponse(error, requestId);
    }
  };
}

/**
 * authRoute for a documented operation: its body and query schemas, form flag and scope come from
 * the operation (the same object the OpenAPI document is built from), and the handler carries it
 * so tests can check every route against the document.
 */
export function apiRoute<
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
>(
  operation: ApiOperation<B, Q>,
  options: Omit<Options<B, Q, AuthUser>, 'body' | 'query' | 'multipart'>,
  handler: Handler<Context<B, Q> & { user: AuthUser; caller: Caller }>,
) {
  const { scope } = operation;
  if (scope === 'public') throw new Error(`${operation.operationId} is public: use publicApiRoute`);
  const route = authRoute<B, Q>(
    {
      ...options,
      scope,
      body: operation.body,
      query: operation.query,
      multipart: operation.form !== undefined,
    },
    handler,
  );
  return Object.assign(route, { operation: operation as ApiOperation });
}

/** publicRoute for a documented operation anyone may call (sign-up, login, codes, feeds): as apiRoute, without sign-in. */
export function publicApiRoute<
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
>(
  operation: ApiOperation<B, Q>,
  options: Omit<Options<B, Q, undefined>, 'body' | 'query' | 'multipart'>,
  handler: Handler<Context<B, Q>>,
) {
  if (operation.scope !== 'public')
    throw new Error(`${operation.operationId} needs sign-in: use apiRoute`);
  const route = publicRoute<B, Q>(
    {
      ...options,
      body: operation.body,
      query: operation.query,
      multipart: operation.form !== undefined,
    },
    handler,
  );
  return Object.assign(route, { operation: operation as ApiOperation });
}

/** `Response.json` with a status, for 201s and friends. */
export function json(data: unknown, status = 200, headers?: HeadersInit): Response {
  return Response.json(data, { status, headers });
}
