import { expect, test } from '@playwright/test';
import { createSignedInUser, signInOnce } from './support/users';

test.describe('app shell', () => {
  test('a signed-out visitor is sent to /login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('desktop sidebar: entries, active by prefix, disabled upgrade, logout clears tokens', async ({
    page,
  }) => {
    const user = await createSignedInUser(page);
    await signInOnce(page, user);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/applications/new');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of [
      'Dashboard',
      'Applications',
      'Insights',
      'AI Resume Feedback',
      'Profile',
    ]) {
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Applications' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('button', { name: 'Upgrade (Coming Soon)' })).toBeDisabled();
    await page.screenshot({ path: 'test-results/shell-desktop.png' });
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('access_token'),
        localStorage.getItem('refresh_token'),
      ]),
    ).toEqual([null, null]);
    // The session was revoked on the server too: its refresh token no longer works.
    const refreshed = await page.request.post('/api/auth/refresh', {
      data: { refresh_token: user.refresh_token },
    });
    expect(refreshed.status()).toBe(401);
  });

  test('mobile bottom tabs under 768 px @mobile', async ({ page }) => {
    const user = await createSignedInUser(page);
    await signInOnce(page, user);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/dashboard');
    const tabs = page.getByRole('navigation', { name: 'Main' });
    await expect(tabs).toHaveCount(1);
    for (const label of ['Dashboard', 'Applications', 'Insights', 'Resume AI', 'Profile']) {
      await expect(tabs.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(tabs.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
    await page.screenshot({ path: 'test-results/shell-mobile.png' });
  });
});
