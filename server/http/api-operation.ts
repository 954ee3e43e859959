import 'server-only';
import type { z } from 'zod';
import type { RouteScope } from './route';

type Schema = z.ZodType;

/** Who may call an operation: a token scope, 'session' (no tokens), or 'public' (no sign-in at all: sign-up, login, codes). */
export type ApiScope = RouteScope | 'public';

/** One documented answer of an operation: JSON described by a zod schema, or a file of a media type (or one of several). */
export type ApiResponse = {
  description: string;
  schema?: Schema;
  contentType?: string | readonly string[];
};

/**
 * One public API operation, declared once: the route passes it to `apiRoute` (which parses with
 * its `body` and `query` and enforces its `scope`), and the OpenAPI document is built from the
 * same object (ADR 151).
 */
export type ApiOperation<
  B extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
> = {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path, parameters in braces: `/api/applications/my-applications/{id}`. */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  scope: ApiScope;
  body?: B;
  query?: Q;
  /** A multipart/form-data body the service reads field by field: its fields, for the document. */
  form?: Schema;
  responses: Record<number, ApiResponse>;
};

/** Declares an operation (identity; keeps the schema types for the route). */
export function defineOperation<
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
>(operation: ApiOperation<B, Q>): ApiOperation<B, Q> {
  return operation;
}
