import { clearTokens, getRefreshToken } from '@/lib/auth/session-storage';

/** Revokes the session on the server when possible, clears the stored tokens and goes to /login. */
export async function logout(): Promise<void> {
  const refreshToken = getRefreshToken();
  clearTokens();
  if (refreshToken) {
    await fetch('/api/auth/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
      keepalive: true,
    }).catch(() => {});
  }
  window.location.assign('/login');
}
