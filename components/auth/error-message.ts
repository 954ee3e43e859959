import { ApiError } from '@/lib/api/client';

/**
 * The message to show for a failed call, in the spec's order: the server's detail, else its
 * message, else the transport error's message, else `fallback`.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const body = (error.body ?? {}) as { detail?: unknown; message?: unknown };
    if (typeof body.detail === 'string' && body.detail) return body.detail;
    if (typeof body.message === 'string' && body.message) return body.message;
    return fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
