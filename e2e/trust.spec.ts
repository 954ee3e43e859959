// Data a job seeker can trust on the board: days in stage from the history (an application applied
// for weeks ago and tracked today is not "in this stage since today"), a move to Applied dates it
// today when it had no date, and a long location wraps whole words instead of ending in "A.".
// 1440 and 375 px, axe-clean, no 4xx/5xx.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { checkPage, projectViewport, watchApiFailures } from './support/page-checks';
import { storeTokens } from './support/session';
import { createSignedInUser, type SignedInUser } from './support/users';
import { createApplication } from './support/factories';

const ZONE = 'Africa/Lagos';
const DAY = 86_400_000;

test.beforeEach(async ({ page }) => projectViewport(page));

const add = (page: Page, user: SignedInUser, body: Record<string, unknown>) =>
  createApplication(page.request, user, body);

const card = (page: Page, title: string) =>
  page
    .getByTestId('board-card')
    .filter({ has: page.getByRole('button', { name: title, exact: true }) });

test('@mobile days in stage from the history, a move to Applied dates it today, whole-word locations', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const failures = watchApiFailures(page);
  const user = await createSignedInUser(page, { timezone: ZONE });
  await storeTokens(page, user);
  const tag = randomUUID().slice(0, 4);
  const applied = new Date(Date.now() - 40 * DAY).toISOString().slice(0, 10);
  await add(page, user, {
    job_title: `Tracked late ${tag}`,
    company: 'Initech',
    status: 'applied',
    applied_date: applied,
    location: 'Amsterdam, North Holland, Netherlands',
    work_mode: 'on_site',
    salary_min: 70000,
    salary_max: 90000,
    salary_currency: 'EUR',
    salary_period: 'year',
  });
  const wish = await add(page, user, {
    job_title: `Wishlist ${tag}`,
    company: 'Globex',
    status: 'not_applied',
    applied_date: null,
  });

  await page.goto('/applications');
  await page.getByRole('button', { name: 'Board' }).click();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const late = card(page, `Tracked late ${tag}`);
  const days = Math.floor((Date.now() - Date.parse(`${applied}T00:00:00Z`)) / DAY);
  await expect(late.getByTestId('days-in-stage')).toHaveText(`${days} days in stage`);

  // The location is never cut mid-word: every word of it is shown whole.
  const where = late
    .getByTestId('tracker-summary')
    .getByText('Amsterdam, North Holland, Netherlands');
  await expect(where).toBeVisible();
  await expect(where).not.toHaveCSS('text-overflow', 'ellipsis');
  expect(await where.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  await expect(late.getByTestId('tracker-summary')).toContainText('On-site');
  await checkPage(page, 'board-trust');

  // Keyboard move: Wishlist from Not Applied to Applied.
  await page.getByRole('button', { name: `Wishlist ${tag}`, exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(page.locator('[id^="DndLiveRegion"]')).toContainText(`Picked up Wishlist ${tag}`);
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('[id^="DndLiveRegion"]')).toContainText('is over the Applied column');
  await page.keyboard.press('Space');
  const moved = page
    .getByTestId('board-column-Applied')
    .getByTestId('board-card')
    .filter({ hasText: `Wishlist ${tag}` });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
  const shown = new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(`${today}T00:00:00Z`));
  await expect(moved).toContainText(`Applied:${shown}`);
  await expect(moved.getByTestId('days-in-stage')).toHaveText('In this stage since today');
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/applications/my-applications/${wish}`, {
        headers: { authorization: `Bearer ${user.access_token}` },
      });
      return ((await res.json()) as { data: { applied_date: string | null } }).data.applied_date;
    })
    .toBe(today);
  expect(failures()).toEqual([]);
});
