// One API operation, declared once in its domain's contract (lib/contracts/<domain>.ts, ADR 196):
// the route parses with its `body` and `query` and enforces its `scope` (server/route/route.ts),
// the OpenAPI document is built from it (ADR 151), and the browser calls it through
// `callOperation` (lib/api/call-operation.ts) with types taken from its schemas. Browser-safe.
import type { z } from 'zod';
import type { TokenScope } from '@/lib/tokens/schemas';

type Schema = z.ZodType;

/** Who may call an operation: a token scope, 'session' (no tokens), or 'public' (no sign-in at all: sign-up, login, codes). */
export type ApiScope = TokenScope | 'session' | 'public';

/** One documented answer of an operation: JSON described by a zod schema, or a file of a media type (or one of several). */
export type ApiResponse = {
  description: string;
  schema?: Schema;
  contentType?: string | readonly string[];
};

export type ApiOperation<
  B extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  R extends Record<number, ApiResponse> = Record<number, ApiResponse>,
  P extends string = string,
> = {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path, parameters in braces: `/api/applications/my-applications/{id}`. */
  path: P;
  tag: string;
  summary: string;
  description?: string;
  scope: ApiScope;
  body?: B;
  query?: Q;
  /** A multipart/form-data body the service reads field by field: its fields, for the document. */
  form?: Schema;
  /** A body the service reads as bytes (an email, an mbox file): its media types, for the document. */
  rawBody?: { contentTypes: readonly string[]; description: string };
  responses: R;
};

/** Declares an operation (identity; keeps the schema types for the route and the browser client). */
export function defineOperation<
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  const R extends Record<number, ApiResponse> = Record<number, ApiResponse>,
  const P extends string = string,
>(operation: ApiOperation<B, Q, R, P>): ApiOperation<B, Q, R, P> {
  return operation;
}
