// The Add form's "Fill from posting": a job link served on loopback (JSON-LD with pay and a hybrid
// role) and a pasted posting fill the form; failures say what happened; Date applied defaults to
// today for Applied. 1440 and 375 px, axe-clean, no unexpected 4xx/5xx.
import { expect, test } from '@playwright/test';
import { checkPage, projectViewport, watchApiFailures } from './support/page-checks';
import { storeTokens } from './support/session';
import { createSignedInUser } from './support/users';

const ZONE = 'Africa/Lagos';
const jobs = `http://127.0.0.1:${process.env.E2E_JOBS_PORT}`;
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());

test.beforeEach(async ({ page }) => projectViewport(page));

test('@mobile a job link fills the form, Applied dates it today, and it saves', async ({
  page,
}) => {
  const failures = watchApiFailures(page);
  const user = await createSignedInUser(page, { timezone: ZONE });
  await storeTokens(page, user);
  await page.goto('/applications/new');
  const fill = page.getByRole('region', { name: 'Fill from posting' });
  await fill
    .getByLabel('Posting link or text')
    .fill(`${jobs}/pages/posting-hybrid-salary.html?utm_source=newsletter`);
  await fill.getByRole('button', { name: 'Fill from posting' }).click();
  await expect(fill.getByRole('status')).toContainText(
    'Filled title, company, location, work mode (Hybrid), salary, description',
  );
  await expect(page.getByLabel('Job title')).toHaveValue('Senior Product Designer');
  await expect(page.getByLabel('Company')).toHaveValue('Lumen Health');
  await expect(page.getByLabel('Location')).toHaveValue('Austin, TX');
  await expect(page.getByLabel('Work mode')).toHaveValue('hybrid');
  await expect(page.getByLabel('Minimum')).toHaveValue('135000');
  await expect(page.getByLabel('Maximum')).toHaveValue('165000');
  await expect(page.getByLabel('Currency')).toHaveValue('USD');
  await expect(page.getByLabel('Period')).toHaveValue('year');
  await expect(page.getByLabel('Job link')).toHaveValue(`${jobs}/pages/posting-hybrid-salary.html`);
  await expect(page.getByLabel('Job description')).toHaveValue(/Own the patient booking flow/);
  await expect(page.getByLabel('Date applied')).toHaveValue('');
  await page.getByLabel('Status').selectOption('applied');
  await expect(page.getByLabel('Date applied')).toHaveValue(today());
  await checkPage(page, 'add-filled-from-link');

  await page.getByRole('button', { name: 'Save Application' }).click();
  await expect(page).toHaveURL(/\/applications$/);
  const list = await page.request.get('/api/applications/my-applications', {
    headers: { authorization: `Bearer ${user.access_token}` },
  });
  const [saved] = ((await list.json()) as { data: Record<string, unknown>[] }).data;
  expect(saved).toMatchObject({
    job_title: 'Senior Product Designer',
    company: 'Lumen Health',
    location: 'Austin, TX',
    work_mode: 'hybrid',
    salary_min: 135000,
    salary_max: 165000,
    salary_currency: 'USD',
    salary_period: 'year',
    applied_date: today(),
  });
  expect(failures()).toEqual([]);
});

test('@mobile pasted posting text fills the form; failures are said in plain words', async ({
  page,
}) => {
  const failures = watchApiFailures(page, ['/api/jobs/read-posting']);
  const user = await createSignedInUser(page, { timezone: ZONE });
  await storeTokens(page, user);
  await page.goto('/applications/new');
  const fill = page.getByRole('region', { name: 'Fill from posting' });
  const input = fill.getByLabel('Posting link or text');
  const button = fill.getByRole('button', { name: 'Fill from posting' });

  // A site that does not exist: not "this job board doesn't support direct import".
  await input.fill('https://no-such-host.invalid/jobs/42');
  await button.click();
  await expect(fill.getByText(/couldn’t find the website no-such-host\.invalid/)).toBeVisible();
  // A board that blocks robots.
  await input.fill(`${jobs}/status/403`);
  await button.click();
  await expect(fill.getByText(/blocked Pursuit from reading the page/)).toBeVisible();
  // A page with no posting on it.
  await input.fill(`${jobs}/pages/empty.html`);
  await button.click();
  await expect(fill.getByText(/doesn’t look like a job posting/)).toBeVisible();
  await expect(page.getByText(/direct import/)).toHaveCount(0);
  await checkPage(page, 'add-fill-error');

  await input.fill(
    [
      'Data Analyst at Northwind Traders',
      'Lisbon, Portugal',
      '',
      'We are a fully remote team across Europe.',
      'Pay: €48,000 – €60,000 per year, plus equity.',
      'You will build dashboards in SQL and Python for the sales team.',
    ].join('\n'),
  );
  await button.click();
  await expect(fill.getByRole('status')).toContainText('Filled title, company, location');
  await expect(page.getByLabel('Job title')).toHaveValue('Data Analyst');
  await expect(page.getByLabel('Company')).toHaveValue('Northwind Traders');
  await expect(page.getByLabel('Location')).toHaveValue('Lisbon, Portugal');
  await expect(page.getByLabel('Work mode')).toHaveValue('remote');
  await expect(page.getByLabel('Minimum')).toHaveValue('48000');
  await expect(page.getByLabel('Currency')).toHaveValue('EUR');
  await expect(page.getByLabel('Job description')).toHaveValue(/dashboards in SQL and Python/);
  await checkPage(page, 'add-filled-from-text');
  expect(failures()).toEqual([]);
});

test('@mobile the quick add on the list and the dashboard opens the Add form filled from the link', async ({
  page,
}) => {
  const failures = watchApiFailures(page);
  const user = await createSignedInUser(page, { timezone: ZONE });
  await storeTokens(page, user);

  await page.goto('/applications');
  const quick = page.getByRole('form', { name: 'Add from a job link' });
  await quick.getByLabel('Add from a job link').fill(`${jobs}/pages/jsonld-direct.html`);
  await checkPage(page, 'list-quick-add');
  await quick.getByRole('button', { name: 'Fill' }).click();
  await expect(page).toHaveURL(/\/applications\/new\?posting=/);
  await expect(page.getByLabel('Job title')).toHaveValue('Platform Engineer');
  await expect(page.getByLabel('Company')).toHaveValue('Fernhill Robotics');
  await expect(page.getByLabel('Location')).toHaveValue('Pittsburgh, PA');

  await page.goto('/dashboard');
  const onDashboard = page.getByRole('form', { name: 'Add from a job link' });
  await onDashboard
    .getByLabel('Add from a job link')
    .fill(`${jobs}/pages/posting-hybrid-salary.html`);
  await checkPage(page, 'dashboard-quick-add');
  await onDashboard.getByLabel('Add from a job link').press('Enter');
  await expect(page.getByLabel('Job title')).toHaveValue('Senior Product Designer');
  await expect(page.getByLabel('Work mode')).toHaveValue('hybrid');
  expect(failures()).toEqual([]);
});
