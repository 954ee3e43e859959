// Overdue tasks lead the dashboard's Upcoming card (marked Overdue); the Tasks page lists every task
// over all applications by due date and by application, with the same quick actions (tick, delete).
// 1440 and 375 px, axe-clean, no 4xx/5xx.
import { expect, test, type Page } from '@playwright/test';
import { checkPage, projectViewport, watchApiFailures } from './support/page-checks';
import { storeTokens } from './support/session';
import { addTask, createApplication } from './support/factories';
import { createSignedInUser, type SignedInUser } from './support/users';

const HOUR = 3_600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

test.beforeEach(async ({ page }) => projectViewport(page));

async function seed(page: Page, user: SignedInUser) {
  const headers = { authorization: `Bearer ${user.access_token}` };
  const add = (job_title: string, company: string) =>
    createApplication(page.request, user, {
      job_title,
      company,
      status: 'applied',
      applied_date: '2026-11-02',
    });
  const task = async (id: string, title: string, due_at: string | null, done = false) => {
    const tid = await addTask(page.request, user, id, { title, due_at });
    if (done)
      await page.request.patch(`/api/applications/${id}/tasks/${tid}`, {
        headers,
        data: { done: true },
      });
  };
  const a = await add('Frontend Engineer', 'Initech');
  const b = await add('Data Analyst', 'Globex Corporation');
  await task(a, 'Send the thank-you note to the panel', iso(-26 * HOUR));
  await task(b, 'Ask the recruiter about the salary band', iso(30 * HOUR));
  await task(b, 'Read the engineering blog', null);
  await task(a, 'Update the portfolio link', iso(-50 * HOUR), true);
  return { a, b };
}

test('@mobile overdue tasks lead Upcoming; the Tasks page groups and ticks them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const failures = watchApiFailures(page);
  const user = await createSignedInUser(page, { timezone: 'Africa/Lagos' });
  await storeTokens(page, user);
  await seed(page, user);

  await page.goto('/dashboard');
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  const rows = upcoming.getByTestId('upcoming-list').getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Send the thank-you note to the panel');
  await expect(rows.first()).toContainText('Overdue');
  await expect(rows.nth(1)).toContainText('Ask the recruiter about the salary band');
  await expect(rows.nth(1)).not.toContainText('Overdue');
  await checkPage(page, 'dashboard-overdue');

  // The Tasks page: from the sidebar on a wide screen, from Upcoming on a phone.
  if (test.info().project.name === 'mobile')
    await upcoming.getByRole('link', { name: 'All tasks' }).click();
  else
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Tasks' })
      .click();
  await expect(page).toHaveURL(/\/tasks$/);
  await expect(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();
  const overdue = page.getByRole('region', { name: /^Overdue/ });
  const due = page.getByRole('region', { name: /^Due/ });
  const done = page.getByRole('region', { name: /^Done/ });
  await expect(overdue.getByTestId('task')).toHaveCount(1);
  await expect(overdue).toContainText('Overdue ·');
  await expect(overdue.getByRole('link', { name: 'Frontend Engineer · Initech' })).toBeVisible();
  await expect(due.getByTestId('task')).toHaveCount(1);
  await expect(page.getByRole('region', { name: /^No due date/ }).getByTestId('task')).toHaveCount(
    1,
  );
  await expect(done.getByTestId('task')).toHaveCount(1);
  await checkPage(page, 'tasks-by-due');

  // Tick the overdue one: it moves to Done; Upcoming no longer shows it.
  await overdue.getByRole('checkbox', { name: 'Send the thank-you note to the panel' }).check();
  await expect(overdue).toHaveCount(0);
  await expect(done.getByTestId('task')).toHaveCount(2);

  // By application, then delete a task there.
  await page.getByRole('button', { name: 'By application' }).click();
  const globex = page.getByRole('region', { name: /^Data Analyst/ });
  await expect(globex.getByTestId('task')).toHaveCount(2);
  await expect(
    globex.getByRole('link', { name: /Globex Corporation · open application/ }),
  ).toBeVisible();
  await checkPage(page, 'tasks-by-application');
  await globex.getByRole('button', { name: 'Delete task Read the engineering blog' }).click();
  await expect(globex.getByTestId('task')).toHaveCount(1);

  await page.goto('/dashboard');
  await expect(rows).toHaveCount(1);
  await expect(upcoming).not.toContainText('Overdue');
  expect(failures()).toEqual([]);
});
