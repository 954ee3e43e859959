// Links prefetch on intent, not on sight: loading a screen fetches no other route, pointing at a
// link fetches its route, and the click then navigates without a full page load.
import { expect, test, type Page } from '@playwright/test';
import { storeTokens } from './support/session';
import { createSignedInUser } from './support/users';

function routeFetches(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.searchParams.has('_rsc')) paths.push(url.pathname);
  });
  return paths;
}

async function markDocument(page: Page) {
  await page.evaluate(
    () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
  );
}

async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
  );
}

test('login screen: nothing prefetched at load; hovering "Sign up" prefetches it; the click stays in the page', async ({
  page,
}) => {
  const fetched = routeFetches(page);
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
  await markDocument(page);
  const signUp = page.getByRole('link', { name: 'Sign up' }).first();
  await signUp.hover();
  await expect.poll(() => fetched.includes('/signup')).toBe(true);
  await signUp.click();
  await expect(page).toHaveURL(/\/signup$/);
  expect(await sameDocument(page)).toBe(true);
});

test('dashboard: the app shell prefetches nothing at load; focusing a tab prefetches it', async ({
  page,
}) => {
  const user = await createSignedInUser(page);
  await storeTokens(page, user);
  const fetched = routeFetches(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
  await markDocument(page);
  const applications = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Applications' });
  await applications.focus();
  await expect.poll(() => fetched.includes('/applications')).toBe(true);
  await applications.click();
  await expect(page).toHaveURL(/\/applications$/);
  expect(await sameDocument(page)).toBe(true);
});
