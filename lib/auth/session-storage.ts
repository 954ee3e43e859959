// The spec's browser storage keys (§3). Only the browser touches these.

export const storageKeys = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  legacyToken: 'token',
  profilePicture: 'profile_picture',
  userId: 'user_id',
  username: 'username',
  userEmail: 'user_email',
  lastInterviewFetch: 'lastInterviewFetch',
  lastInterviewMessage: 'lastInterviewMessage',
} as const;

function storage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

export function getAccessToken(): string | null {
  return storage()?.getItem(storageKeys.accessToken) ?? null;
}

export function getRefreshToken(): string | null {
  return storage()?.getItem(storageKeys.refreshToken) ?? null;
}

/** Stores a fresh token pair (login, refresh, Google hand-off). */
export function setTokens(tokens: { access_token: string; refresh_token: string }): void {
  storage()?.setItem(storageKeys.accessToken, tokens.access_token);
  storage()?.setItem(storageKeys.refreshToken, tokens.refresh_token);
}

/** Logout and failed refresh: both tokens (and the legacy 'token' key) go. */
export function clearTokens(): void {
  const s = storage();
  if (!s) return;
  s.removeItem(storageKeys.accessToken);
  s.removeItem(storageKeys.refreshToken);
  s.removeItem(storageKeys.legacyToken);
}

export function isSignedIn(): boolean {
  return Boolean(getAccessToken() || getRefreshToken());
}
