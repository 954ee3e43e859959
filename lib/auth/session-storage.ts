// The spec's browser storage keys. Only the browser touches these.

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

/** Keeps the signed-in user's public fields under the spec's keys (login, Google hand-off, profile edits). */
export function storeUser(user: {
  id: string;
  username: string;
  email: string;
  profile_picture: string | null;
}): void {
  const s = storage();
  if (!s) return;
  s.setItem(storageKeys.userId, user.id);
  s.setItem(storageKeys.username, user.username);
  s.setItem(storageKeys.userEmail, user.email);
  s.setItem(storageKeys.profilePicture, user.profile_picture ?? '');
}

/** The email remembered at sign-up (for /verify-email). */
export function getStoredEmail(): string {
  return storage()?.getItem(storageKeys.userEmail) ?? '';
}

/** Remembers the email typed at sign-up. */
export function storeEmail(email: string): void {
  storage()?.setItem(storageKeys.userEmail, email);
}

/** Signing out forgets the profile too. */
export function clearUser(): void {
  const s = storage();
  if (!s) return;
  for (const key of [storageKeys.userId, storageKeys.username, storageKeys.profilePicture])
    s.removeItem(key);
}
