// Calls to the Pursuit server with the extension's token, and errors a person understands.
import { readSettings, saveToken } from './settings';

export type Problem =
  | { kind: 'not-connected' }
  | { kind: 'reconnect' }
  | { kind: 'unreachable'; server: string }
  | { kind: 'rate-limited'; retryAfter: number | null }
  | { kind: 'no-posting'; detail: string }
  | { kind: 'failed'; detail: string };

export class ApiProblem extends Error {
  constructor(readonly problem: Problem) {
    super(problem.kind);
  }
}

/** The words the popup shows for a problem. */
export function problemText(problem: Problem): string {
  switch (problem.kind) {
    case 'not-connected':
      return 'Not connected to Pursuit yet. Get a pairing code in Pursuit (Profile → Connect browser extension) and enter it here.';
    case 'reconnect':
      return 'This browser is no longer connected (the connection was revoked or has expired). Reconnect with a new pairing code.';
    case 'unreachable':
      return `Can’t reach Pursuit at ${problem.server}. Check that it is running, or change the address in the extension’s options.`;
    case 'rate-limited':
      return problem.retryAfter
        ? `Too many requests — try again in ${problem.retryAfter} s.`
        : 'Too many requests — try again in a minute.';
    case 'no-posting':
    case 'failed':
      return problem.detail;
  }
}

type CallOptions = { method?: string; body?: unknown; form?: FormData; auth?: boolean };

/** JSON from `/api/{path}` on the configured server; throws ApiProblem with a person's reason. */
export async function callApi<T>(
  path: string,
  { method, body, form, auth = true }: CallOptions = {},
): Promise<T> {
  const { server, token } = await readSettings();
  if (auth && !token) throw new ApiProblem({ kind: 'not-connected' });
  const headers: Record<string, string> = {};
  if (auth && token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${server}/api/${path}`, {
      method: method ?? (body !== undefined || form ? 'POST' : 'GET'),
      headers,
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
  } catch {
    throw new ApiProblem({ kind: 'unreachable', server });
  }
  const data = (await response.json().catch(() => null)) as {
    detail?: string;
    code?: string;
  } | null;
  if (response.ok) return data as T;
  if (response.status === 401 && auth) {
    // The token was revoked or expired: forget it, the popup offers to reconnect.
    await saveToken(null);
    throw new ApiProblem({ kind: 'reconnect' });
  }
  if (response.status === 429)
    throw new ApiProblem({
      kind: 'rate-limited',
      retryAfter: Number(response.headers.get('retry-after')) || null,
    });
  const detail =
    typeof data?.detail === 'string' ? data.detail : `Pursuit answered ${response.status}.`;
  if (response.status === 422 && path === 'jobs/capture')
    throw new ApiProblem({ kind: 'no-posting', detail });
  throw new ApiProblem({ kind: 'failed', detail });
}
