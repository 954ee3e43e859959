// Calls a real Next route handler in-process, the way Next would.
import { PEER_HEADER, peerHeaderValue } from '@/server/http/peer-address';

type Handler = (
  req: Request,
  ctx: { params: Promise<Record<string, string | string[] | undefined>> },
) => Promise<Response>;

export type CallOptions = {
  method?: string;
  path?: string;
  body?: unknown;
  rawBody?: BodyInit;
  form?: FormData;
  token?: string;
  params?: Record<string, string>;
  headers?: Record<string, string>;
  /** The socket peer's address (what the server's request hook records). */
  ip?: string;
};

export type CallResult<T = any> = { status: number; body: T; headers: Headers; response: Response };

export async function callRoute<T = any>(
  handler: Handler,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const headers = new Headers(options.headers);
  const peer = options.ip ?? '127.0.0.1';
  // What `next start` does: X-Forwarded-For only when the client sent none; the hook's peer header always.
  if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', peer);
  headers.set(PEER_HEADER, peerHeaderValue(peer));
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  let body: BodyInit | undefined = options.rawBody;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const req = new Request(`http://localhost${options.path ?? '/api/test'}`, {
    method: options.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
  });
  const response = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  const text = await response.clone().text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: keep the text */
  }
  return { status: response.status, body: parsed as T, headers: response.headers, response };
}
