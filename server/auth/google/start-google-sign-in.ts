import 'server-only';
import { log } from '@/server/log';
import { googleConfigured, signIn } from './next-auth';

/** Where GET /api/auth/google sends the browser: the provider, or /login with a reason. */
export async function startGoogleSignIn(): Promise<string> {
  if (!googleConfigured()) return '/login?error=google_not_configured';
  try {
    return await signIn('google', { redirect: false, redirectTo: '/auth-success' });
  } catch (error) {
    log.warn({ err: error }, 'google sign-in could not start');
    return '/login?error=google_failed';
  }
}
