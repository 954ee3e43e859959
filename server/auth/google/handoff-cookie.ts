import 'server-only';
import { randomBytes } from 'node:crypto';
import { env } from '@/server/env';

/**
 * The cookie that binds a Google sign-in to the browser that started it: set when the flow
 * starts, required when the /auth-success hand-off is read (docs/decisions/056).
 */
export const HANDOFF_COOKIE = 'pursuit_google_handoff';
const MAX_AGE_SECONDS = 15 * 60;

/** A fresh random binding and the Set-Cookie header that stores it (HttpOnly, SameSite=Lax, under /api). */
export function newHandoffCookie(): { value: string; header: string } {
  const value = randomBytes(24).toString('base64url');
  const secure = new URL(env().APP_URL).protocol === 'https:' ? '; Secure' : '';
  return {
    value,
    header: `${HANDOFF_COOKIE}=${value}; Path=/api; HttpOnly; SameSite=Lax; Max-Age=${MAX_AGE_SECONDS}${secure}`,
  };
}

/** The binding this request's browser holds, if any. */
export function readHandoffCookie(req: Request): string | undefined {
  for (const part of (req.headers.get('cookie') ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === HANDOFF_COOKIE) return rest.join('=') || undefined;
  }
  return undefined;
}
