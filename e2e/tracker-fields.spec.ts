// Tracker fields (ADR 190) end to end: set them in the add form, see them on the card (one compact
// line, no sideways scroll at 375 px), the details and the edit form; the salary range check;
// the list filters; a Not Applied card without an applied date; axe on the screens that show them.
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { storeTokens } from './support/session';
import { createSignedInUser } from './support/users';
import { createApplication } from './support/factories';

// @axe-core/playwright resolves a second playwright-core copy; its Page type is the same object at runtime.
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

async function seriousAxe(page: Page): Promise<string[]> {
  // After a client-side navigation the document title and loading states settle a moment later.
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveTitle(/\S/);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const results = await new AxeBuilder({ page: page as unknown as AxePage })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function shot(page: Page, name: string) {
  const project = test.info().project.name;
  await page.screenshot({
    path: `${process.env.E2E_SCREENSHOT_DIR ?? 'test-results'}/tracker-fields-${project}-${name}.png`,
    fullPage: true,
  });
}

async function noSidewaysScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll, 'page wider than the viewport').toBeLessThanOrEqual(width);
}

test.beforeEach(async ({ page }, info) => {
  if (info.project.name === 'mobile') await page.setViewportSize({ width: 375, height: 812 });
});

test('@mobile set the tracker fields on add, see them on card and details, change them on edit, filter by them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = await createSignedInUser(page);
  await storeTokens(page, user);
  const title = `Platform Engineer ${randomUUID().slice(0, 6)}`;
  const location = 'Sankt Peterburg Metropolitan Area, Leningradskaya Oblast, Russian Federation';

  await page.goto('/applications/new');
  await page.getByLabel('Job title').fill(title);
  await page.getByLabel('Company').fill('Northwind');
  await page.getByLabel('Status').selectOption('applied');
  await page.getByLabel('Date applied').fill('2026-11-20');
  await page.getByLabel('Location').fill(location);
  await page.getByLabel('Work mode').selectOption({ label: 'Hybrid' });
  // Source: free text with suggestions.
  const source = page.getByLabel('Source');
  const listId = await source.getAttribute('list');
  await expect(page.locator(`datalist[id="${listId}"] option[value="LinkedIn"]`)).toHaveCount(1);
  await expect(page.locator(`datalist[id="${listId}"] option[value="Referral"]`)).toHaveCount(1);
  await source.fill('Referral');
  await page.getByLabel('Priority').selectOption('4');
  await page.getByLabel('Application deadline').fill('2026-12-15');
  await page.getByLabel('Minimum').fill('150000');
  await page.getByLabel('Maximum').fill('120000');
  await page.getByLabel('Currency').fill('usd');
  await page.getByLabel('Period').selectOption('year');
  await noSidewaysScroll(page);
  await page.getByRole('button', { name: 'Save Application' }).click();
  await expect(page.getByText('Salary min must be at most salary max')).toBeVisible();
  await shot(page, 'add-form');
  await expect(page.getByLabel('Minimum')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Maximum').fill('180000');
  await page.getByRole('button', { name: 'Save Application' }).click();
  await expect(page).toHaveURL(/\/applications$/);

  // The card: the whole text in its title; no sideways scroll.
  const card = page.getByTestId('application-card').filter({ hasText: title });
  const summary = card.getByTestId('tracker-summary');
  await expect(summary).toHaveAttribute('title', `${location} · Hybrid · $150K–180K/yr`);
  // A long location wraps at its spaces, never cut mid-word; the work mode and salary stay in sight.
  const where = summary.getByText(location);
  await expect(where).not.toHaveCSS('text-overflow', 'ellipsis');
  expect(await where.evaluate((e) => e.scrollWidth <= e.clientWidth), 'location cut').toBe(true);
  const rest = summary.getByText('· Hybrid · $150K–180K/yr');
  await expect(rest).toBeVisible();
  expect(
    await rest.evaluate((e) => e.scrollWidth <= e.clientWidth),
    'work mode and salary cut',
  ).toBe(true);
  await noSidewaysScroll(page);
  expect(await seriousAxe(page)).toEqual([]);

  // Filters (list): work mode, source, priority and salary range.
  await page.getByText('Filters', { exact: true }).click();
  await page.getByLabel('Work mode').selectOption({ label: 'Remote' });
  await expect(card).toHaveCount(0);
  await page.getByLabel('Work mode').selectOption({ label: 'Hybrid' });
  await expect(card).toBeVisible();
  await page.getByLabel('Source').selectOption('Referral');
  await page.getByLabel('Priority').selectOption('4');
  await page.getByLabel('Salary from').fill('200000');
  await expect(card).toHaveCount(0);
  await page.getByLabel('Salary from').fill('160000');
  await expect(card).toBeVisible();
  await noSidewaysScroll(page);
  await shot(page, 'list-filtered');
  await page.getByRole('button', { name: 'Clear filters' }).click();

  // Details.
  await card.getByRole('button', { name: title }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const details = page.locator('dl').first();
  for (const text of [
    'Dec 15, 2026',
    '4 of 5',
    'Referral',
    location,
    'Hybrid',
    '$150,000 – $180,000 per year',
  ])
    await expect(details).toContainText(text);
  await noSidewaysScroll(page);
  await shot(page, 'details');
  expect(await seriousAxe(page)).toEqual([]);

  // Edit: the fields come back; change two and save only those.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Location')).toHaveValue(location);
  await expect(page.getByLabel('Work mode')).toHaveValue('hybrid');
  await expect(page.getByLabel('Source')).toHaveValue('Referral');
  await expect(page.getByLabel('Priority')).toHaveValue('4');
  await expect(page.getByLabel('Minimum')).toHaveValue('150000');
  await expect(page.getByLabel('Currency')).toHaveValue('USD');
  expect(await seriousAxe(page)).toEqual([]);
  const patch = page.waitForRequest(
    (r) => r.method() === 'PATCH' && r.url().includes('/api/applications/my-applications/'),
  );
  await page.getByLabel('Work mode').selectOption({ label: 'Remote' });
  await page.getByLabel('Priority').selectOption('2');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  expect((await patch).postDataJSON()).toEqual({ work_mode: 'remote', priority: 2 });
  await expect(page).toHaveURL(/\/applications$/);
  await expect(summary).toHaveAttribute('title', `${location} · Remote · $150K–180K/yr`);
});

test('@mobile a Not Applied card shows no applied date, on the list and the board', async ({
  page,
}) => {
  const user = await createSignedInUser(page);
  await storeTokens(page, user);
  await createApplication(page.request, user, {
    job_title: 'Wishlist role',
    company: 'Globex',
    status: 'not_applied',
    applied_date: '2026-11-01',
    location: 'Remote',
    work_mode: 'remote',
  });
  await page.goto('/applications');
  const card = page.getByTestId('application-card').filter({ hasText: 'Wishlist role' });
  await expect(card.getByTestId('tracker-summary')).toHaveText('Remote');
  await expect(card).not.toContainText('Applied:');
  await page.evaluate(() => localStorage.setItem('pursuit.applications.view', 'board'));
  await page.goto('/applications');
  const boardCard = page.getByRole('region', { name: 'Pipeline board' });
  await expect(boardCard.getByText('Wishlist role')).toBeVisible();
  await expect(boardCard).not.toContainText('Applied:');
  await expect(boardCard.getByTestId('tracker-summary')).toBeVisible();
  await shot(page, 'board');
});
