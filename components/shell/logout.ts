import { callOperation } from '@/lib/api/call-operation';
import { clearTokens, getRefreshToken } from '@/lib/auth/session-storage';
import * as authApi from '@/lib/contracts/auth';

/** Revokes the session on the server when possible, clears the stored tokens and goes to /login. */
export async function logout(): Promise<void> {
  const refreshToken = getRefreshToken();
  clearTokens();
  if (refreshToken) {
    await callOperation(authApi.logout, {
      body: { refresh_token: refreshToken },
      keepalive: true,
    }).catch(() => {});
  }
  // A full page load on purpose: it drops every cached query of the old session.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign('/login');
}
