// A task due tomorrow on an application, seen on the details page and in the dashboard's
// Upcoming card, clicked through to its application; a follow-up in one click; every new screen
// axe-clean with no sideways scroll at 375 px.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { storeTokens } from './support/session';
import { createSignedInUser } from './support/users';
import { createApplication } from './support/factories';

// @axe-core/playwright types a different copy of playwright-core's Page.
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

const ZONE = 'Africa/Lagos';

test.use({ viewport: { width: 375, height: 812 } });

/** 'YYYY-MM-DD' `days` from today as clocks in ZONE show it. */
function dateIn(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function expectFitsAndAxeClean(page: Page, what: string) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, `${what}: no sideways scroll at 375 px`).toBeLessThanOrEqual(
    widths.viewport,
  );
  const results = await new AxeBuilder({ page: page as unknown as AxePage })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `${what}: axe`,
  ).toEqual([]);
}

test('a task due tomorrow shows on the details page and in Upcoming, links back, and a follow-up is one click', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const user = await createSignedInUser(page, { timezone: ZONE });
  await storeTokens(page, user);
  const appId = await createApplication(page.request, user, {
    job_title: 'Staff Platform Engineer, Developer Productivity and Infrastructure',
    company: 'Initech Global Holdings International',
    status: 'applied',
    applied_date: dateIn(-2),
  });

  // The details page: add a task due tomorrow at 10:00.
  await page.goto(`/applications/${appId}`);
  const tasks = page.getByRole('region', { name: 'Tasks', exact: true });
  await expect(tasks.getByText('No tasks yet.')).toBeVisible();
  await tasks.getByLabel('New task').fill('Send the portfolio link to the hiring manager');
  await tasks.getByLabel('Due date (optional)').fill(dateIn(1));
  await tasks.getByLabel('Due time (optional)').fill('10:00');
  await tasks.getByRole('button', { name: 'Add task' }).click();
  const row = tasks.getByTestId('task');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Send the portfolio link to the hiring manager');
  await expect(row).toContainText(/Due .* · 10:00 WAT/);
  await expect(tasks.getByLabel('New task')).toHaveValue('');

  // One-click follow-up: in 3 days.
  const followUp = page.getByRole('group', { name: 'Quick follow-up' });
  await followUp.getByRole('button', { name: 'In 3 days' }).click();
  await expect(followUp.getByRole('status')).toContainText('Follow-up set for');
  const expected = new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
  }).format(new Date(`${dateIn(3)}T00:00:00Z`));
  await expect(page.getByTestId('follow-up-date')).toContainText(expected);
  // "Pick a date" opens a labelled date field.
  await followUp.getByRole('button', { name: 'Pick a date' }).click();
  await expect(followUp.getByLabel('Follow up on')).toBeVisible();
  await expectFitsAndAxeClean(page, 'details');

  // The dashboard's Upcoming card lists the task and the follow-up in time order.
  await page.goto('/dashboard');
  const upcoming = page.getByRole('region', { name: 'Upcoming', exact: true });
  const items = upcoming.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Send the portfolio link to the hiring manager');
  await expect(items.nth(0)).toContainText('Task');
  await expect(items.nth(1)).toContainText('Follow-up');
  // Recent activity rows are links to their application.
  await expect(
    page
      .getByTestId('recent-activity-list')
      .getByRole('link', { name: /Staff Platform Engineer/ })
      .first(),
  ).toHaveAttribute('href', `/applications/${appId}`);
  await expectFitsAndAxeClean(page, 'dashboard');

  // Clicking the task opens its application.
  await items.nth(0).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/applications/${appId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Staff Platform Engineer');

  // Done: ticked on the details page, gone from Upcoming.
  await page
    .getByRole('checkbox', { name: 'Send the portfolio link to the hiring manager' })
    .check();
  await expect(
    page.getByRole('checkbox', { name: 'Send the portfolio link to the hiring manager' }),
  ).toBeChecked();
  await page.goto('/dashboard');
  await expect(
    page.getByRole('region', { name: 'Upcoming', exact: true }).getByRole('listitem'),
  ).toHaveCount(1);
});

test('Upcoming says so in words when nothing is coming up', async ({ page }) => {
  const user = await createSignedInUser(page, { timezone: ZONE });
  await storeTokens(page, user);
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Upcoming', exact: true })).toContainText(
    'Nothing coming up in the next 7 days',
  );
  await expectFitsAndAxeClean(page, 'empty dashboard');
});
