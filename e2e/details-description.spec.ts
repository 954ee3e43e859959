// The details page: a pasted job description with hard line breaks reads as paragraphs and lists,
// opens collapsed when long and expands on request; Delete is a secondary (outline) action behind
// its confirm dialog. 1440 and 375 px, axe-clean, no 4xx/5xx.
import { expect, test } from '@playwright/test';
import { checkPage, projectViewport, watchApiFailures } from './support/page-checks';
import { storeTokens } from './support/session';
import { createSignedInUser } from './support/users';
import { createApplication } from './support/factories';

test.beforeEach(async ({ page }) => projectViewport(page));

const DESCRIPTION = [
  'Northwind is hiring a Senior Frontend Engineer to join our growing',
  'payments team. You will own the checkout experience end to end and work',
  'closely with design and product on every release.',
  '',
  'What you will do:',
  '• Build and ship the new checkout flow in React and',
  '  TypeScript, measured by conversion',
  '• Mentor two engineers on the team',
  '• Run accessibility reviews for every new screen',
  '',
  'What you bring',
  '- 5+ years building web applications',
  '- A portfolio of shipped, measured work',
  '',
  'We work in a hybrid setup from our Lisbon office, with two days a week at home and the rest',
  'in the office. Our benefits include a learning budget, a pension plan and 30 days of',
  'holiday. We review every application within two weeks and answer everyone.',
].join('\n');

test('@mobile the description is reflowed and collapsible; Delete is secondary and confirmed', async ({
  page,
}) => {
  const failures = watchApiFailures(page);
  const user = await createSignedInUser(page);
  await storeTokens(page, user);
  const id = await createApplication(page.request, user, {
    job_title: 'Senior Frontend Engineer',
    company: 'Northwind',
    status: 'applied',
    applied_date: '2026-11-20',
    job_description: DESCRIPTION,
  });
  await page.goto(`/applications/${id}`);

  const description = page.getByTestId('job-description');
  // Hard breaks joined: the first sentence is one paragraph.
  await expect(
    description.locator('p', {
      hasText:
        'Northwind is hiring a Senior Frontend Engineer to join our growing payments team. You will own the checkout experience end to end and work closely with design and product on every release.',
    }),
  ).toHaveCount(1);
  // Lists kept, an item's wrapped rest joined to it.
  await expect(description.getByRole('listitem')).toHaveCount(5);
  await expect(description.getByRole('listitem').first()).toHaveText(
    'Build and ship the new checkout flow in React and TypeScript, measured by conversion',
  );
  // Long: collapsed first.
  const toggle = page.getByRole('button', { name: 'Show full description' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const collapsedHeight = await description.evaluate((e) => e.getBoundingClientRect().height);
  expect(collapsedHeight).toBeLessThanOrEqual(161);
  await checkPage(page, 'details-collapsed');
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Show less' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(await description.evaluate((e) => e.getBoundingClientRect().height)).toBeGreaterThan(
    collapsedHeight,
  );
  await checkPage(page, 'details-expanded');

  // Delete: an outline button (not solid red), then the confirm dialog does it.
  const del = page.getByRole('button', { name: 'Delete' });
  const edit = page.getByRole('link', { name: 'Edit' });
  expect(await del.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe(
    await edit.evaluate((e) => getComputedStyle(e).backgroundColor),
  );
  await del.click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText('Delete this application?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/applications$/);
  expect(failures()).toEqual([]);
});
