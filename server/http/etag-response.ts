import 'server-only';
import { createHash } from 'node:crypto';

/** Whether an If-None-Match header names this ETag (a list, `*`, or weak forms of it). */
function matches(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const tag = part.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * A JSON answer with a strong ETag (a hash of the exact body): 304 without a body when the
 * request's If-None-Match already names it. `private, no-cache` lets the browser keep the copy
 * but always ask first.
 */
export function etagResponse(req: Request, data: unknown): Response {
  return etagJsonResponse(req, JSON.stringify(data));
}

/** `etagResponse` for a body already written as JSON text. */
export function etagJsonResponse(req: Request, text: string): Response {
  const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  const headers = { etag, 'cache-control': 'private, no-cache', vary: 'authorization' };
  if (matches(req.headers.get('if-none-match'), etag))
    return new Response(null, { status: 304, headers });
  return new Response(text, {
    status: 200,
    headers: { ...headers, 'content-type': 'application/json' },
  });
}
