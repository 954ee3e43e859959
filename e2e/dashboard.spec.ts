// Dashboard for a new user: zero counts, no recent activity, a motivational quote in the banner.
import { expect, test } from '@playwright/test';
import { storeTokens } from './support/session';
import { createSignedInUser } from './support/users';

test('@mobile a new user sees zero counts, no activity and a quote', async ({ page }, info) => {
  if (info.project.name === 'mobile') await page.setViewportSize({ width: 375, height: 812 });
  const user = await createSignedInUser(page);
  await storeTokens(page, user);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
  for (const key of ['applied', 'interview', 'offer', 'rejected'])
    await expect(page.getByTestId(`stat-${key}-value`)).toHaveText('0');
  await expect(page.getByText('No recent activity')).toBeVisible();
  await expect(page.getByTestId('interview-banner-text')).not.toBeEmpty();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('lastInterviewFetch')))
    .not.toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('lastInterviewMessage'))).toBeNull();
  await expect(page.getByTestId('profile-avatar')).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await expect(page.getByRole('link', { name: '+ Add Application' }).first()).toBeVisible();
  await page.screenshot({
    path: `${process.env.E2E_SCREENSHOT_DIR ?? 'test-results'}/dashboard-${info.project.name}-empty.png`,
    fullPage: true,
  });
});

test('the banner honours prefers-reduced-motion: the text does not move', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const user = await createSignedInUser(page);
  await storeTokens(page, user);
  await page.goto('/dashboard');
  const text = page.getByTestId('interview-banner-text');
  await expect(text).not.toBeEmpty();
  expect(await text.evaluate((el) => el.getAnimations().length)).toBe(0);
});
