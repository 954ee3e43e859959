// Lists follow changes made elsewhere: a job saved through the API (the clipper's path) or in another
// tab shows on the list, board, table and dashboard as soon as the window regains focus, while the
// spec's query defaults (stale 60 s, no refetch on focus by default) stay. 1440 and 375 px, axe-clean.
import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { checkPage, projectViewport, watchApiFailures } from './support/page-checks';
import { storeTokens } from './support/session';
import { createSignedInUser, type SignedInUser } from './support/users';
import { createApplication } from './support/factories';

test.beforeEach(async ({ page }) => projectViewport(page));

async function saveElsewhere(page: Page, user: SignedInUser, job_title: string) {
  await createApplication(page.request, user, {
    job_title,
    company: 'Clipped Co',
    status: 'applied',
    applied_date: '2026-11-20',
  });
}

/** The window regains focus (headless Chromium never loses it, so the event is sent as a browser would). */
async function regainFocus(page: Page, shows: Locator) {
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(shows).toBeVisible({ timeout: 2_500 });
  }).toPass({ timeout: 15_000 });
}

test('@mobile a job saved through the API shows on the list, board, table and dashboard on focus', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const failures = watchApiFailures(page);
  const mobile = test.info().project.name === 'mobile';
  const user = await createSignedInUser(page);
  await storeTokens(page, user);
  await saveElsewhere(page, user, 'Already there');

  await page.goto('/applications');
  await expect(page.getByText('Already there')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const first = `Clipped list ${randomUUID().slice(0, 4)}`;
  await saveElsewhere(page, user, first);
  // Nothing refetches by itself (stale time 60 s): the page stays idle and the new one is absent…
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(first)).toHaveCount(0);
  // …until the window regains focus.
  await regainFocus(page, page.getByText(first));
  await checkPage(page, 'fresh-list');

  if (!mobile) {
    await page.getByRole('button', { name: 'Board' }).click();
    const onBoard = `Clipped board ${randomUUID().slice(0, 4)}`;
    await saveElsewhere(page, user, onBoard);
    await regainFocus(page, page.getByTestId('board-card').filter({ hasText: onBoard }));
    await checkPage(page, 'fresh-board');

    await page.getByRole('button', { name: 'Table' }).click();
    const inTable = `Clipped table ${randomUUID().slice(0, 4)}`;
    await saveElsewhere(page, user, inTable);
    await regainFocus(page, page.getByRole('row').filter({ hasText: inTable }));
    await page.getByRole('button', { name: 'List' }).click();
  }

  await page.goto('/dashboard');
  const applied = page.getByTestId('stat-applied-value');
  await expect(applied).toHaveText(/^\d+$/);
  const before = Number(await applied.textContent());
  expect(before).toBeGreaterThanOrEqual(2);
  await page.waitForLoadState('networkidle');
  await saveElsewhere(page, user, `Clipped dashboard ${randomUUID().slice(0, 4)}`);
  await regainFocus(page, page.getByTestId('stat-applied-value').getByText(String(before + 1)));
  await checkPage(page, 'fresh-dashboard');
  expect(failures()).toEqual([]);
});

test('@mobile a job added in another tab shows in this one when it is back in front', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const user = await createSignedInUser(page);
  await storeTokens(page, user);
  await page.goto('/applications');
  await expect(page.getByText('No applications found.').first()).toBeAttached();

  const other = await context.newPage();
  await projectViewport(other);
  await other.goto('/applications/new');
  const title = `Other tab ${randomUUID().slice(0, 4)}`;
  await other.getByLabel('Job title').fill(title);
  await other.getByLabel('Company').fill('Tabbed Inc');
  await other.getByLabel('Status').selectOption('applied');
  await other.getByRole('button', { name: 'Save Application' }).click();
  await expect(other).toHaveURL(/\/applications$/);
  await expect(other.getByText(title)).toBeVisible();

  await page.bringToFront();
  await regainFocus(page, page.getByText(title));
  await other.close();
});
