// What the extension keeps: the Pursuit server's address and the personal access token, in
// chrome.storage.local only (never sync storage, never the page).

/** Replaced at build time (build.mjs `--server`); http://localhost:3000 by default. */
declare const __DEFAULT_SERVER__: string;
export const DEFAULT_SERVER = __DEFAULT_SERVER__;

export type Settings = { server: string; token: string | null };

/** The saved settings, the default server when none is set. */
export async function readSettings(): Promise<Settings> {
  const got = await chrome.storage.local.get(['server', 'token']);
  return {
    server: typeof got.server === 'string' && got.server ? got.server : DEFAULT_SERVER,
    token: typeof got.token === 'string' && got.token ? got.token : null,
  };
}

export async function saveToken(token: string | null): Promise<void> {
  if (token) await chrome.storage.local.set({ token });
  else await chrome.storage.local.remove('token');
}

/** A server address as an origin ('http://localhost:3000'), or null when it is not http(s). */
export function serverOrigin(text: string): string | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

export async function saveServer(server: string): Promise<void> {
  await chrome.storage.local.set({ server });
}
