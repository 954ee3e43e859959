// Signs a browser in by storing real tokens from the API (for specs about signed-in screens).
import type { Page } from '@playwright/test';

export async function storeTokens(
  page: Page,
  tokens: { access_token: string; refresh_token: string },
) {
  await page.addInitScript((t) => {
    if (!window.localStorage.getItem('access_token')) {
      window.localStorage.setItem('access_token', t.access_token);
      window.localStorage.setItem('refresh_token', t.refresh_token);
    }
  }, tokens);
}
