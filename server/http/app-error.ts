import 'server-only';

export const errorStatus = {
  BAD_REQUEST: 400,
  INVALID_JSON: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  INSUFFICIENT_SCOPE: 403,
  EMAIL_NOT_VERIFIED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION_ERROR: 422,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  UPSTREAM_FAILED: 502,
  UNAVAILABLE: 503,
  UPSTREAM_TIMEOUT: 504,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** A failure a person or client can act on; the route wrapper turns it into `{detail, code}`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, detail: string, options?: { headers?: Record<string, string> }) {
    super(detail);
    this.name = 'AppError';
    this.code = code;
    this.headers = options?.headers ?? {};
  }

  get status(): number {
    return errorStatus[this.code];
  }
}
