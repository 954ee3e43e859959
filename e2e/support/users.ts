// Accounts for e2e specs, made through the real API with the code read from the SMTP catcher.
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { messagesFor, subjectOf } from '../peers/smtp';

export type SignedInUser = {
  email: string;
  password: string;
  username: string;
  access_token: string;
  refresh_token: string;
  user: {
    id: string;
    username: string;
    email: string;
    timezone: string | null;
    profile_picture: string | null;
  };
};

/** A unique address for a test. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@pursuit.test`;
}

/** Waits for the newest message to `email` whose subject matches, and returns its six-digit code. */
export async function readCode(
  email: string,
  kind: 'verification' | 'reset',
  after = 0,
): Promise<string> {
  let code = '';
  await expect
    .poll(
      () => {
        const subjects = messagesFor(email)
          .slice(after)
          .map(subjectOf)
          .filter((s) => s.includes(kind));
        code = /(\d{6})\s*$/.exec(subjects.at(-1) ?? '')?.[1] ?? '';
        return code;
      },
      { message: `a ${kind} code mailed to ${email}`, timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** How many messages `email` has received so far (pass to readCode to wait for a newer one). */
export function mailCount(email: string): number {
  return messagesFor(email).length;
}

/**
 * Signs a fresh user up through the API, verifies the emailed code, logs in and returns the
 * tokens. Pass a page or its `request`. `timezone` (default 'Africa/Lagos') is saved unless null.
 */
export async function createSignedInUser(
  pageOrRequest: Page | APIRequestContext,
  options: { timezone?: string | null; username?: string } = {},
): Promise<SignedInUser> {
  const request = 'request' in pageOrRequest ? pageOrRequest.request : pageOrRequest;
  const email = uniqueEmail();
  const password = `pw-${randomUUID()}`;
  const username = options.username ?? 'E2E Tester';
  const created = await request.post('/api/auth/create-account', {
    data: { username, email, password },
  });
  expect(created.status(), await created.text()).toBe(201);
  const code = await readCode(email, 'verification');
  const verified = await request.post(
    `/api/auth/verify-email?email=${encodeURIComponent(email)}&code=${code}`,
  );
  expect(verified.status(), await verified.text()).toBe(200);
  const loggedIn = await request.post('/api/auth/login', { data: { email, password } });
  expect(loggedIn.status(), await loggedIn.text()).toBe(200);
  const body = (await loggedIn.json()) as {
    access_token: string;
    refresh_token: string;
    data: SignedInUser['user'];
  };
  let user = body.data;
  const timezone = options.timezone === undefined ? 'Africa/Lagos' : options.timezone;
  if (timezone) {
    const saved = await request.post('/api/auth/add-timezone', {
      data: { timezone },
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    user = { ...user, timezone: ((await saved.json()) as { timezone: string }).timezone };
  }
  return {
    email,
    password,
    username,
    access_token: body.access_token,
    refresh_token: body.refresh_token,
    user,
  };
}

/**
 * Puts the tokens in the browser once per tab (unlike storeTokens, a later logout or account
 * deletion is not undone by the next page load).
 */
export async function signInOnce(
  page: Page,
  tokens: { access_token: string; refresh_token: string },
): Promise<void> {
  await page.addInitScript((t) => {
    if (window.sessionStorage.getItem('e2e-signed-in')) return;
    window.sessionStorage.setItem('e2e-signed-in', '1');
    window.localStorage.setItem('access_token', t.access_token);
    window.localStorage.setItem('refresh_token', t.refresh_token);
  }, tokens);
}
