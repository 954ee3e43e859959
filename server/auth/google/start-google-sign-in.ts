import 'server-only';
import { log } from '@/server/log';
import { googleConfigured } from './google-configured';

/** Where GET /api/auth/google sends the browser: the provider, or /login with a reason. */
export async function startGoogleSignIn(): Promise<string> {
  if (!googleConfigured()) return '/login?error=google_not_configured';
  try {
    // Loaded only when needed: next-auth is heavy and only this path uses it.
    const { signIn } = await import('./next-auth');
    return await signIn('google', { redirect: false, redirectTo: '/auth-success' });
  } catch (error) {
    log.warn({ err: error }, 'google sign-in could not start');
    return '/login?error=google_failed';
  }
}
