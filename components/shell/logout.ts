import { callOperation } from '@/lib/api/call-operation';
import { clearTokens, getRefreshToken } from '@/lib/auth/session-storage';
import * as authApi from '@/lib/contracts/auth';
import { clearFeedbackDraft } from '@/lib/resume/feedback-draft';
import { clearPendingUpload } from '@/lib/resume/pending-upload';

/** Revokes the session on the server when possible, clears the stored tokens and goes to /login. */
export async function logout(): Promise<void> {
  const refreshToken = getRefreshToken();
  clearTokens();
  // The resume files kept in this browser for the Resume AI screen and the editor go too.
  await Promise.all([clearFeedbackDraft(), clearPendingUpload()]).catch(() => {});
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
