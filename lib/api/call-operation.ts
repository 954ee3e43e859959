// The browser's typed client: a component names the operation of a domain's contract
// (lib/contracts/<domain>.ts) and passes its path parameters, query and body; the path, method and
// answer type all come from that one declaration (ADR 196), so no component writes an API path.
import type { z } from 'zod';
import type { ApiOperation, ApiResponse } from '@/lib/contract/operation';
import { api, apiFetch } from './client';

type Schema = z.ZodType;
type SuccessCode = 200 | 201 | 202;

/** The names in braces of an OpenAPI path: '/api/contacts/{cid}/interactions/{iid}' → 'cid' | 'iid'. */
type PathParams<P extends string> = P extends `${string}{${infer K}}${infer Rest}`
  ? K | PathParams<Rest>
  : never;

type SuccessSchema<R> = {
  [K in keyof R]: K extends SuccessCode
    ? R[K] extends { schema: infer S extends Schema }
      ? S
      : never
    : never;
}[keyof R];

/** What the operation answers on success (`void` for 204 and file answers). */
export type OperationAnswer<O> =
  O extends ApiOperation<Schema | undefined, Schema | undefined, infer R>
    ? [SuccessSchema<R>] extends [never]
      ? void
      : z.output<SuccessSchema<R>>
    : never;

type AnyOperation = ApiOperation<
  Schema | undefined,
  Schema | undefined,
  Record<number, ApiResponse>,
  string
>;

/** Path parameters (when the path has any), query and body, typed by the operation. */
export type OperationInput<O> =
  O extends ApiOperation<infer B, infer Q, Record<number, ApiResponse>, infer P>
    ? ([PathParams<P>] extends [never]
        ? { params?: never }
        : { params: Record<PathParams<P>, string> }) &
        (Q extends Schema
          ? { query?: Partial<Record<keyof z.input<Q>, string | number | null | undefined>> }
          : { query?: never }) &
        (B extends Schema ? { body: z.input<B> } : { body?: never }) & {
          signal?: AbortSignal;
          form?: FormData;
          raw?: Blob;
          keepalive?: boolean;
        }
    : never;

/** '/api/contacts/{cid}' with { cid: 'a b' } → 'contacts/a%20b' (the client adds '/api/'). */
export function operationPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/^\/api\//, '').replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

function options(operation: AnyOperation, input: Record<string, unknown>) {
  return {
    method: operation.method,
    // A public operation (sign-up, login, codes, hand-offs) is sent without the token and never refreshes.
    anonymous: operation.scope === 'public',
    body: input.body,
    form: input.form as FormData | undefined,
    raw: input.raw as Blob | undefined,
    query: input.query as Record<string, string | number | null | undefined> | undefined,
    signal: input.signal as AbortSignal | undefined,
    keepalive: input.keepalive === true,
  };
}

/** The input may be left out when nothing in it is required. */
type Args<O> =
  Record<never, never> extends OperationInput<O> ? [OperationInput<O>?] : [OperationInput<O>];

/** Calls one contract operation and returns its parsed JSON answer. */
export function callOperation<O extends AnyOperation>(
  operation: O,
  ...[input]: Args<O>
): Promise<OperationAnswer<O>> {
  const given = (input ?? {}) as Record<string, unknown>;
  const params = given.params as Record<string, string> | undefined;
  return api<OperationAnswer<O>>(operationPath(operation.path, params), options(operation, given));
}

/** Calls one contract operation and returns the raw Response (files: exports, downloads). */
export function fetchOperation<O extends AnyOperation>(
  operation: O,
  ...[input]: Args<O>
): Promise<Response> {
  const given = (input ?? {}) as Record<string, unknown>;
  const params = given.params as Record<string, string> | undefined;
  return apiFetch(operationPath(operation.path, params), options(operation, given));
}
