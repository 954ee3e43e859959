import { SignJWT } from 'jose';
import { expect, test, type Page } from '@playwright/test';
import config from '../playwright.config';
import { setNextGoogleIdentity } from './peers/oidc';
import { createSignedInUser, mailCount, readCode, signInOnce, uniqueEmail } from './support/users';

const jwtSecret = String((config.webServer as { env: Record<string, string> }).env.JWT_SECRET);

async function shoot(page: Page, name: string) {
  await page.screenshot({
    path: `test-results/accounts-${name}-${page.viewportSize()?.width}.png`,
    fullPage: true,
  });
}

async function bothWidths(page: Page, name: string) {
  await shoot(page, name);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 800 });
  await shoot(page, name);
  if (size) await page.setViewportSize(size);
}

async function closeDialog(page: Page, title: 'Success!' | 'Error!', message?: string | RegExp) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  if (message) await expect(dialog).toContainText(message);
  await dialog.getByRole('button', { name: 'OK' }).click();
  // Until it has gone its focus trap still holds: typing too early lands in the dialog, not the form.
  await expect(dialog).toHaveCount(0);
}

test.describe('accounts', () => {
  test('sign up → code from the SMTP server → verify → login → time zone → dashboard', async ({
    page,
  }) => {
    const email = uniqueEmail('signup');
    const password = 'a-strong-password-1';
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Welcome to Pursuit' })).toBeVisible();
    await expect(page.getByText('Create your account.')).toBeVisible();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('All fields are required.')).toBeVisible();
    await bothWidths(page, 'signup');
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await closeDialog(page, 'Success!');
    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByLabel('Email')).toHaveValue(email);

    const code = await readCode(email, 'verification');
    await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await closeDialog(page, 'Error!', 'Invalid or expired code. Try again.');
    await page.getByLabel('Verification code').fill(code);
    await bothWidths(page, 'verify-email');
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await closeDialog(page, 'Success!');
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await closeDialog(page, 'Error!', 'Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await bothWidths(page, 'login');
    await page.getByRole('button', { name: 'Login' }).click();
    await closeDialog(page, 'Success!', 'Account login successfully');

    await expect(page).toHaveURL(/\/timezone$/);
    await expect(page.getByRole('heading', { name: 'Set Your Time Zone' })).toBeVisible();
    const cont = page.getByRole('button', { name: 'Continue' });
    await expect(cont).toBeDisabled();
    const picker = page.getByRole('combobox', { name: 'Time zone' });
    await picker.fill('zzzz');
    await expect(page.getByText('No results found')).toBeVisible();
    await picker.fill('wat');
    await expect(page.getByRole('option').first()).toContainText('Africa/Lagos');
    await bothWidths(page, 'timezone-open');
    await page
      .getByRole('option', { name: /WAT.*Lagos/ })
      .first()
      .click();
    await expect(cont).toBeEnabled();
    await cont.click();
    await closeDialog(page, 'Success!', 'Timezone saved successfully');
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('user_email'))).toBe(email);

    // Signed in: /login and /signup send the visitor on to /dashboard.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('forgot password → code → reset → login with the new password', async ({ page }) => {
    const user = await createSignedInUser(page);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    const before = mailCount(user.email);
    await page.getByLabel('Email').fill(user.email);
    await bothWidths(page, 'forgot-password');
    await page.getByRole('button', { name: 'Send Code' }).click();
    await closeDialog(page, 'Success!', 'Code sent successfully check your mail');
    await expect(page).toHaveURL(/\/verify-code$/);
    const code = await readCode(user.email, 'reset', before);
    await page.getByLabel('Reset code').fill(code === '123456' ? '654321' : '123456');
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await closeDialog(page, 'Error!', 'Invalid code try again later');
    await page.getByLabel('Reset code').fill(code);
    await bothWidths(page, 'verify-code');
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await page.getByLabel('New password').fill('my-new-password-2');
    await page.getByLabel('Confirm password').fill('my-new-password-2');
    await bothWidths(page, 'reset-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await closeDialog(page, 'Success!', 'Password Changed Successfully');
    await expect(page).toHaveURL(/\/login$/);
    // The old session was signed out everywhere.
    const stale = await page.request.post('/api/auth/refresh', {
      data: { refresh_token: user.refresh_token },
    });
    expect(stale.status()).toBe(401);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('my-new-password-2');
    await page.getByRole('button', { name: 'Login' }).click();
    await closeDialog(page, 'Success!');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('Google sign-in end to end against the local OpenID Connect provider', async ({ page }) => {
    const email = uniqueEmail('google');
    setNextGoogleIdentity({
      sub: `google-${email}`,
      email,
      name: 'Grace Google',
      email_verified: true,
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/timezone$/);
    expect(await page.evaluate(() => localStorage.getItem('user_email'))).toBe(email);
    // Keyboard choice this time: filter, then Enter takes the highlighted option.
    await page.getByRole('combobox', { name: 'Time zone' }).fill('Tokyo');
    await expect(page.getByRole('option').first()).toContainText('JST');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue(/JST/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await closeDialog(page, 'Success!');
    await expect(page).toHaveURL(/\/dashboard$/);
    // Second sign-in: same account, time zone known → straight to /dashboard. (Let the dashboard
    // finish loading first: a navigation still in flight aborts the next goto.)
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => localStorage.clear());
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const profile = await page.evaluate(async () => {
      const res = await fetch('/api/users/user-profile', {
        headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` },
      });
      return res.json();
    });
    expect(profile.data).toMatchObject({ email, username: 'Grace Google', timezone: 'Asia/Tokyo' });
  });

  test('a Google hand-off link opened in another browser is refused; the browser that started it signs in', async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = uniqueEmail('handoff');
    setNextGoogleIdentity({
      sub: `google-${email}`,
      email,
      name: 'Hand Off',
      email_verified: true,
    });
    // The attacker walks the sign-in in their browser context (its cookie jar) but keeps the
    // /auth-success link instead of opening it.
    let next = '/api/auth/google';
    let handoff = '';
    for (let hop = 0; hop < 5 && !handoff; hop++) {
      const answer = await page.request.get(next, { maxRedirects: 0 });
      next = new URL(answer.headers()['location'] ?? '/', new URL(next, baseURL)).toString();
      if (next.includes('/auth-success?code=')) handoff = next;
    }
    expect(handoff).toContain('/auth-success?code=');
    // The victim opens it in their own browser: refused, not signed in to the attacker's account.
    const victim = await browser.newContext();
    const victimPage = await victim.newPage();
    const refused = victimPage.waitForResponse((r) => r.url().includes('/api/temp-store/'));
    await victimPage.goto(handoff);
    expect((await refused).status()).toBe(403);
    await expect(victimPage).toHaveURL(/\/login$/);
    expect(await victimPage.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await victim.close();
    // The starting browser still holds its cookie, and the link still works there.
    await page.goto(handoff);
    await expect(page).toHaveURL(/\/timezone$/);
    expect(await page.evaluate(() => localStorage.getItem('user_email'))).toBe(email);
  });

  test('an unverified login mails a fresh code and leads to /verify-email; Resend code works', async ({
    page,
  }) => {
    const email = uniqueEmail('unverified');
    const password = 'unverified-pass-1';
    const created = await page.request.post('/api/auth/create-account', {
      data: { username: 'Una', email, password },
    });
    expect(created.status()).toBe(201);
    await readCode(email, 'verification');
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await closeDialog(page, 'Error!', /verify your email/i);
    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    const before = mailCount(email);
    await page.getByRole('button', { name: 'Resend code' }).click();
    await closeDialog(page, 'Success!', 'Verification code resent successfully.');
    const fresh = await readCode(email, 'verification', before);
    await page.getByLabel('Verification code').fill(fresh);
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await closeDialog(page, 'Success!');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('/auth-success without a usable code goes to /login', async ({ page }) => {
    await page.goto('/auth-success?code=not-a-real-code&has_timezone=true');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/auth-success');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an expired access token is refreshed silently mid-session', async ({ page }) => {
    const user = await createSignedInUser(page);
    await signInOnce(page, user);
    await page.goto('/my-profile');
    await expect(page.getByText(user.email)).toBeVisible();
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.user.id)
      .setIssuer('pursuit')
      .setAudience('pursuit-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(jwtSecret));
    await page.evaluate((t) => localStorage.setItem('access_token', t), expired);
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await page.getByLabel('Username').fill('Renamed Person');
    await bothWidths(page, 'profile-edit');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await closeDialog(page, 'Success!', 'Profile updated successfully');
    await expect(page).toHaveURL(/\/my-profile$/);
    await expect(page.getByText('Renamed Person').first()).toBeVisible();
    const stored = await page.evaluate(() => [
      localStorage.getItem('access_token'),
      localStorage.getItem('refresh_token'),
    ]);
    expect(stored[0]).not.toBe(expired);
    expect(stored[1]).not.toBe(user.refresh_token);
  });

  test('avatar upload in local mode', async ({ page }) => {
    const user = await createSignedInUser(page);
    await signInOnce(page, user);
    await page.goto('/my-profile');
    await expect(page.getByRole('img', { name: 'Default profile picture' })).toBeVisible();
    // A 1×1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await page
      .getByLabel('Profile picture file')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    const avatar = page.getByRole('img', { name: `${user.username}'s profile picture` });
    await expect(avatar).toHaveAttribute('src', /\/api\/uploads\/[0-9a-f-]{36}$/);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
    expect(await page.evaluate(() => localStorage.getItem('profile_picture'))).toMatch(
      /\/api\/uploads\//,
    );
    const big = Buffer.alloc(2 * 1024 * 1024 + 1, 0);
    png.copy(big);
    await page
      .getByLabel('Profile picture file')
      .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await closeDialog(page, 'Error!', 'File too large. Max 2MB.');
    await bothWidths(page, 'my-profile');
  });

  test('delete account → /login, and the old login fails', async ({ page }) => {
    const user = await createSignedInUser(page);
    await signInOnce(page, user);
    await page.goto('/my-profile');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toBeVisible();
    await confirm.getByLabel('Password', { exact: true }).fill('not-my-password');
    await confirm.getByRole('button', { name: 'Delete Account' }).click();
    await expect(
      confirm.getByText('Incorrect password. Your account was not deleted.'),
    ).toBeVisible();
    await shoot(page, 'delete-confirm');
    await confirm.getByLabel('Password', { exact: true }).fill(user.password);
    await confirm.getByRole('button', { name: 'Delete Account' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    const res = await page.request.post('/api/auth/login', {
      data: { email: user.email, password: user.password },
    });
    expect(res.status()).toBe(401);
  });

  test('a signed-out visitor to /timezone or /my-profile goes to /login', async ({ page }) => {
    await page.goto('/timezone');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/my-profile');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('mobile profile: disabled Upgrade, Logout and account deletion @mobile', async ({
    page,
  }) => {
    const user = await createSignedInUser(page);
    await signInOnce(page, user);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/my-profile');
    await expect(page.getByRole('button', { name: 'Upgrade (Coming Soon)' })).toBeDisabled();
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByRole('alertdialog').getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Account' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const res = await page.request.post('/api/auth/login', {
      data: { email: user.email, password: user.password },
    });
    expect(res.status()).toBe(401);
  });
});

test('a failed Google sign-in lands on /login with a message', async ({ page }) => {
  await page.goto('/login?error=google_failed');
  await expect(page.getByRole('alert').filter({ hasText: 'Google' })).toHaveText(
    'Google sign-in failed. Please try again.',
  );
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});
