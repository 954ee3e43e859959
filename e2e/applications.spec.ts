// Applications end to end: add → interview details → list (time with zone code) → dashboard
// (counts, recent activity, banner) → edit status → delete. Runs at desktop and mobile sizes.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { storeTokens } from './support/session';
import { createSignedInUser } from './support/users';
import { createApplication } from './support/factories';

function lagosDate(offsetDays: number): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Africa/Lagos' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
}

async function shot(page: Page, name: string) {
  const project = test.info().project.name;
  await page.screenshot({
    path: `${process.env.E2E_SCREENSHOT_DIR ?? 'test-results'}/applications-${project}-${name}.png`,
    fullPage: true,
  });
}

test.beforeEach(async ({ page }, info) => {
  if (info.project.name === 'mobile') await page.setViewportSize({ width: 375, height: 812 });
});

test('@mobile add, schedule, list, dashboard, edit and delete an application', async ({ page }) => {
  const user = await createSignedInUser(page, { timezone: 'Africa/Lagos' });
  await storeTokens(page, user);
  const title = `Frontend Engineer ${randomUUID().slice(0, 6)}`;
  const company = 'Acme';

  // Empty list first.
  await page.goto('/applications');
  const mobile = test.info().project.name === 'mobile';
  await expect(
    page.getByText(mobile ? 'No applications found.' : 'You have not added any applications yet.'),
  ).toBeVisible();
  await shot(page, 'list-empty');

  // Add: the spec's required messages, then a real save with status Interview.
  await page.goto('/applications/new');
  await page.getByRole('button', { name: 'Save Application' }).click();
  for (const m of [
    'Job title is required',
    'Company is required',
    'Status is required',
    'Applied date is required',
  ]) {
    await expect(page.getByText(m)).toBeVisible();
  }
  await shot(page, 'add-errors');
  await page.getByLabel('Job title').fill(title);
  await page.getByLabel('Company').fill(company);
  await page.getByLabel('Status').selectOption('interview');
  await page.getByLabel('Date applied').fill(lagosDate(-3));
  await page.getByLabel('Job link').fill('https://jobs.example/acme/frontend');
  await page.getByLabel('Notes').fill('Met the team at a meetup');
  await page.getByRole('button', { name: 'Save Application' }).click();
  await expect(page).toHaveURL(/\/applications\/[^/]+\/interview-details$/);
  const id = /\/applications\/([^/]+)\/interview-details/.exec(page.url())?.[1] ?? '';

  // Interview details: required messages, then tomorrow 10:00 in Lagos.
  await expect(page.getByRole('heading', { name: 'Interview details' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Interview' }).click();
  await expect(page.getByText('Interview date is required')).toBeVisible();
  await page.getByLabel('Interview date and time: date').fill(lagosDate(1));
  await page.getByLabel('Interview date and time: time').selectOption('10:00');
  const zone = page.getByRole('combobox', { name: 'Timezone' });
  // The user's own zone (from the profile) is the default.
  await expect(zone).toHaveValue('WAT — West Africa Time (Lagos)');
  await zone.click();
  await zone.fill('lagos');
  await page.getByRole('option', { name: /WAT/ }).first().click();
  await shot(page, 'interview-details');
  await page.getByRole('button', { name: 'Save Interview' }).click();
  await expect(page).toHaveURL(/\/applications$/);

  // List: the card shows the interview time with the zone code, and 'Added just now'.
  const card = page.getByTestId('application-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('status-badge')).toHaveText('Interview');
  await expect(card.getByTestId('interview-time')).toContainText('10:00 WAT');
  await expect(card).toContainText('Added just now');
  await page.getByLabel('Search applications').fill('no-such-thing');
  await expect(page.getByText('No applications found.').first()).toBeVisible();
  await page.getByLabel('Search applications').fill(title.slice(-6));
  await page.getByLabel('Filter by status').selectOption({ label: 'Offers' });
  await expect(card).toHaveCount(0);
  await page.getByLabel('Filter by status').selectOption({ label: 'Interview' });
  await expect(card).toBeVisible();
  await shot(page, 'list');

  // Dashboard: counts, recent activity and the banner's interview message.
  await page.goto('/dashboard');
  await expect(page.getByTestId('stat-interview-value')).toHaveText('1');
  await expect(page.getByTestId('stat-applied-value')).toHaveText('0');
  await expect(page.getByTestId('stat-offer-value')).toHaveText('0');
  await expect(page.getByTestId('stat-rejected-value')).toHaveText('0');
  await expect(page.getByTestId('recent-activity-list').getByText(title).first()).toBeVisible();
  await expect(page.getByTestId('interview-banner-text')).toHaveText(
    `Your interview with ${company} for ${title} is tomorrow at 10:00 WAT`,
  );
  expect(await page.evaluate(() => localStorage.getItem('lastInterviewMessage'))).toContain(title);
  await expect(page.getByRole('link', { name: 'Open my profile' })).toHaveAttribute(
    'href',
    '/my-profile',
  );
  await shot(page, 'dashboard');

  // Details (opened from the list), then edit the status to Offer.
  await page.goto('/applications');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/applications/${id}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByTestId('interview-time')).toContainText('10:00 WAT');
  await shot(page, 'details');
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/applications/${id}/edit$`));
  await expect(page.getByLabel('Job title')).toHaveValue(title);
  await shot(page, 'edit');
  await page.getByLabel('Status').selectOption('offer');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/applications$/);
  await expect(card.getByTestId('status-badge')).toHaveText('Offer');

  // Delete with confirmation.
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/applications/${id}$`));
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Delete this application?');
  await shot(page, 'delete-confirm');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/applications$/);
  await expect(
    page.getByText(mobile ? 'No applications found.' : 'You have not added any applications yet.'),
  ).toBeVisible();
});

test('@mobile details and edit load by id on reload; unknown ids say so', async ({ page }) => {
  const user = await createSignedInUser(page);
  await storeTokens(page, user);
  const application = {
    id: await createApplication(page.request, user, {
      job_title: 'Data Analyst',
      company: 'Globex',
      status: 'applied',
      applied_date: lagosDate(0),
      job_link: '',
      notes: '',
      job_description: 'SQL',
    }),
  };

  await page.goto(`/applications/${application.id}`);
  await expect(page.getByRole('heading', { name: 'Data Analyst' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Globex')).toBeVisible();
  await page.goto(`/applications/${application.id}/edit`);
  await expect(page.getByLabel('Company')).toHaveValue('Globex');
  await page.goto('/applications/00000000-0000-0000-0000-000000000000');
  await expect(page.getByText('No application data found.')).toBeVisible();
  await page.goto('/applications/00000000-0000-0000-0000-000000000000/edit');
  await expect(page.getByText('No application found')).toBeVisible();
});
