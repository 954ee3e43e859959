import 'server-only';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { verifyAccessToken } from '@/server/auth/access-token';
import { resolveSignedInUser } from '@/server/auth/resolve-signed-in-user';
import type { AuthUser } from '@/server/auth/signed-in-users';
import { env } from '@/server/env';
import { AppError } from './app-error';
import { errorResponse } from './error-response';
import { clientAddress } from './client-address';
import { consumeRateLimits, type RateLimitRule } from './rate-limit';
import { parseForm, parseJson, readBody } from './read-body';

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

type NextContext = { params: Promise<Record<string, string | string[] | undefined>> };
type Handler<C> = (ctx: C) => Promise<unknown>;

const BEARER = /^Bearer\s+(\S+)$/i;

/** The token's user; the user row and session liveness come from a per-process read of at most 10 s ago (ADR 100). */
async function authenticate(req: Request): Promise<AuthUser> {
  const match = BEARER.exec(req.headers.get('authorization') ?? '');
  if (!match?.[1]) throw new AppError('UNAUTHORIZED', 'Not authenticated');
  return resolveSignedInUser(await verifyAccessToken(match[1]));
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
  const query = (options.query ? options.query.parse(Object.fromEntries(new URL(req.url).searchParams)) : undefined) as Out<Q>;
  const ip = clientAddress(req);
  if (options.rateLimit) await consumeRateLimits(options.rateLimit({ ip, user, query }));
  let body = undefined as Out<B>;
  let form: FormData | undefined;
  if (options.body || options.multipart) {
    const bytes = await readBody(req, options.maxBodyBytes ?? env().MAX_BODY_BYTES);
    if (options.multipart) form = await parseForm(bytes, req.headers.get('content-type'));
    else body = (options.body as Schema).parse(parseJson(bytes)) as Out<B>;
  }
  if (options.bodyRateLimit) await consumeRateLimits(options.bodyRateLimit({ ip, body, query }));
  return { req, body, query, form, params, ip, requestId };
}

/** A route anyone may call: parse, rate-limit, run, answer, and map every error to `{detail, code}`. */
export function publicRoute<B extends Schema | undefined = undefined, Q extends Schema | undefined = undefined>(
  options: Options<B, Q, undefined>,
  handler: Handler<Context<B, Q>>,
) {
  return async (req: Request, next: NextContext): Promise<Response> => {
    const requestId = req.headers.get('x-request-id') ?? randomUUID();
    try {
      return toResponse(await handler(await prepare(options, req, next, requestId, undefined)), requestId);
    } catch (error) {
      return errorResponse(error, requestId);
    }
  };
}

/** Like publicRoute, but a valid bearer access token is required and its user is passed on. */
export function authRoute<B extends Schema | undefined = undefined, Q extends Schema | undefined = undefined>(
  options: Options<B, Q, AuthUser>,
  handler: Handler<Context<B, Q> & { user: AuthUser }>,
) {
  return async (req: Request, next: NextContext): Promise<Response> => {
    const requestId = req.headers.get('x-request-id') ?? randomUUID();
    try {
      const user = await authenticate(req);
      return toResponse(await handler({ ...(await prepare(options, req, next, requestId, user)), user }), requestId);
    } catch (error) {
      return errorResponse(error, requestId);
    }
  };
}

/** `Response.json` with a status, for 201s and friends. */
export function json(data: unknown, status = 200, headers?: HeadersInit): Response {
  return Response.json(data, { status, headers });
}
