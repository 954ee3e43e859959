// The browser's API client: bearer token on every call, and on a 401 exactly one refresh that
// every concurrently failing request waits for and then retries with.
import {
  clearTokens,
  getAccessToken,
  getRefreshToken,
  setTokens,
} from '@/lib/auth/session-storage';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly body: unknown;
  constructor(status: number, message: string, code?: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

type RequestOptions = {
  method?: string;
  body?: unknown;
  form?: FormData;
  /** A body sent as it is, with its own media type (an uploaded email). */
  raw?: Blob;
  query?: Record<string, string | number | undefined | null>;
  /** Do not attach the token nor refresh (public endpoints). */
  anonymous?: boolean;
  signal?: AbortSignal;
  /** Let the request outlive the page (a logout sent just before leaving it). */
  keepalive?: boolean;
};

let refreshing: Promise<string> | null = null;

function goToLogin(): void {
  clearTokens();
  if (typeof window !== 'undefined' && window.location.pathname !== '/login') {
    // A full page load on purpose: it drops every cached query of the old session.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign('/login');
  }
}

async function refreshAccessToken(): Promise<string> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) throw new ApiError(401, 'No refresh token');
  const res = await fetch('/api/auth/refresh', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  if (!res.ok) throw new ApiError(res.status, 'Session expired');
  const data = (await res.json()) as { access_token?: unknown; refresh_token?: unknown };
  if (typeof data.access_token !== 'string' || typeof data.refresh_token !== 'string') {
    throw new ApiError(502, 'Malformed refresh answer');
  }
  setTokens({ access_token: data.access_token, refresh_token: data.refresh_token });
  return data.access_token;
}

/** One refresh at a time: callers that hit 401 together share it. */
function sharedRefresh(): Promise<string> {
  refreshing ??= refreshAccessToken().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = new URL(`/api/${path.replace(/^\/+/, '')}`, 'http://local');
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  }
  return url.pathname + url.search;
}

async function send(
  path: string,
  options: RequestOptions,
  token: string | null,
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (token && !options.anonymous) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.raw) {
    headers['content-type'] = options.raw.type || 'application/octet-stream';
    body = options.raw;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return fetch(buildUrl(path, options.query), {
    method: options.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    signal: options.signal,
    ...(options.keepalive ? { keepalive: true } : {}),
  });
}

async function toError(res: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    /* not JSON */
  }
  const b = (body ?? {}) as { detail?: unknown; message?: unknown; code?: unknown };
  const message =
    typeof b.detail === 'string'
      ? b.detail
      : typeof b.message === 'string'
        ? b.message
        : `Request failed (${res.status})`;
  return new ApiError(res.status, message, typeof b.code === 'string' ? b.code : undefined, body);
}

/** Calls `/api/<path>` and returns the raw Response (for blobs); throws ApiError on failure. */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const sent = getAccessToken();
  let res = await send(path, options, sent);
  if (res.status === 401 && !options.anonymous) {
    let token: string;
    try {
      // A refresh that finished while this request was in flight already gave a newer token.
      const current = getAccessToken();
      token = refreshing
        ? await refreshing
        : current && current !== sent
          ? current
          : await sharedRefresh();
    } catch (error) {
      goToLogin();
      throw error instanceof ApiError ? error : new ApiError(401, 'Session expired');
    }
    res = await send(path, options, token);
  }
  if (!res.ok) throw await toError(res);
  return res;
}

/** Calls `/api/<path>` and parses the JSON answer. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const res = await apiFetch(path, options);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}
