import 'server-only';
import { log } from '@/server/log';
import { googleConfigured } from './google-configured';
import { newHandoffCookie } from './handoff-cookie';

/**
 * Where GET /api/auth/google sends the browser: the provider (with the cookie that binds the
 * hand-off to this browser), or /login with a reason.
 */
export async function startGoogleSignIn(): Promise<{ location: string; setCookie?: string }> {
  if (!googleConfigured()) return { location: '/login?error=google_not_configured' };
  try {
    // Loaded only when needed: next-auth is heavy and only this path uses it.
    const { signIn } = await import('./next-auth');
    const location = await signIn('google', { redirect: false, redirectTo: '/auth-success' });
    return { location, setCookie: newHandoffCookie().header };
  } catch (error) {
    log.warn({ err: error }, 'google sign-in could not start');
    return { location: '/login?error=google_failed' };
  }
}
