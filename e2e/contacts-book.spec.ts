// Contacts book: a contact added on one application is linked to a second one from
// /contacts, an interaction is logged, the search finds it; axe is clean and nothing scrolls
// sideways at 375 px; deleting it asks in the app's confirm dialog.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { storeTokens } from './support/session';
import { createApplication } from './support/factories';
import { createSignedInUser, type SignedInUser } from './support/users';

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

const addApplication = (page: Page, user: SignedInUser, company: string, job_title: string) =>
  createApplication(page.request, user, {
    job_title,
    company,
    status: 'applied',
    applied_date: '2026-11-02',
  });

async function axeProblems(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page: page as unknown as AxePage })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${label}: ${v.id} (${v.impact}) ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 4)
          .join(', ')}`,
    );
}

async function sidewaysScroll(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

test('@mobile a contact linked to two applications, an interaction logged, found by search; axe clean, no sideways scroll at 375 px', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const user = await createSignedInUser(page);
  const acme = await addApplication(page, user, 'Acme', 'Frontend Engineer');
  await addApplication(page, user, 'Globex Corporation', 'Platform Engineer');
  await storeTokens(page, user);

  // A contact added on the first application's details page (a long email must not widen it).
  await page.goto(`/applications/${acme}`);
  await page.getByRole('button', { name: 'Add contact' }).click();
  const form = page.getByRole('form', { name: 'New contact' });
  await form.getByLabel('Name').fill('Dana Lee');
  await form.getByLabel('Role').fill('Hiring manager');
  await form
    .getByLabel('Email')
    .fill('dana.lee.hiring.manager.for.platform.engineering@globex-corporation.example');
  await form.getByRole('button', { name: /save|add/i }).click();
  await expect(page.getByTestId('contact').filter({ hasText: 'Dana Lee' })).toBeVisible();

  // Link it to the second application from /contacts, through the navigation entry.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contacts' })
    .click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page).toHaveTitle(/Contacts/);
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
  const row = page.getByTestId('book-contact').filter({ hasText: 'Dana Lee' });
  await expect(row).toContainText('Frontend Engineer · Acme');
  await row.getByRole('button', { name: 'Dana Lee' }).click();
  await row
    .getByLabel('Link to application')
    .selectOption({ label: 'Platform Engineer · Globex Corporation' });
  await row.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(
    row.getByRole('link', { name: 'Platform Engineer · Globex Corporation' }).first(),
  ).toBeVisible();

  // Log an interaction: it becomes the last interaction.
  const log = row.getByRole('form', { name: 'Log an interaction' });
  await log.getByLabel('Kind').selectOption('call');
  await log.getByLabel('Date').fill('2026-11-20');
  await log.getByLabel('Note').fill('Phone screen went well');
  await log.getByRole('button', { name: 'Log interaction' }).click();
  await expect(row.getByText('Phone screen went well')).toBeVisible();
  await expect(row).toContainText('Call · Nov 20, 2026');

  // The search finds it by its role, and not by something it does not contain.
  await page.getByLabel('Search contacts').fill('hiring');
  await expect(page.getByTestId('book-contact')).toHaveCount(1);
  await page.getByLabel('Search contacts').fill('nobody-like-this');
  await expect(page.getByText('No contact matches')).toBeVisible();
  await page.getByLabel('Search contacts').fill('dana');
  await expect(page.getByTestId('book-contact')).toHaveCount(1);

  const problems: string[] = [];
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(row.getByRole('form', { name: 'Log an interaction' })).toBeVisible();
    await page.screenshot({ path: `test-results/contacts-book-${width}.png`, fullPage: true });
    problems.push(...(await axeProblems(page, `/contacts ${width}px`)));
    if (width === 375)
      expect(await sidewaysScroll(page), 'sideways scroll on /contacts').toBeLessThanOrEqual(0);
  }

  // The second application's details page shows the contact and its other application.
  await row.getByRole('link', { name: 'Platform Engineer · Globex Corporation' }).first().click();
  const onDetails = page.getByTestId('contact').filter({ hasText: 'Dana Lee' });
  await expect(onDetails).toContainText('Also linked to');
  await expect(onDetails.getByRole('link', { name: 'Frontend Engineer · Acme' })).toBeVisible();
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    problems.push(...(await axeProblems(page, `details ${width}px`)));
    if (width === 375)
      expect(await sidewaysScroll(page), 'sideways scroll on details').toBeLessThanOrEqual(0);
  }

  // Removing it here asks first and says what happens: it is linked elsewhere, so it is only
  // unlinked from this application and stays in the book.
  await onDetails.getByRole('button', { name: 'Remove Dana Lee' }).click();
  const unlink = page.getByRole('alertdialog', { name: 'Remove this contact?' });
  await expect(unlink).toHaveAccessibleDescription(
    'Dana Lee is unlinked from this application and stays in your contacts book, linked to 1 other application.',
  );
  await expect(unlink.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await unlink.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(unlink).toBeHidden();
  await expect(
    page.getByRole('region', { name: 'Contacts' }).getByText('No contacts yet.'),
  ).toBeVisible();

  // Deleting asks in the app's own dialog, never the browser's: Cancel has focus, Escape keeps
  // the contact and gives focus back; confirming removes the contact and says so.
  page.on('dialog', (d) => {
    problems.push(`native ${d.type()} dialog: ${d.message()}`);
    void d.dismiss();
  });
  await page.goto('/contacts');
  const dana = page.getByTestId('book-contact').filter({ hasText: 'Dana Lee' });
  await dana.getByRole('button', { name: 'Dana Lee' }).click();
  const deleteButton = dana.getByRole('button', { name: 'Delete contact' });
  await deleteButton.click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this contact?' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toHaveAccessibleDescription(
    'Dana Lee and their interactions will be removed for good. The applications they are linked to stay.',
  );
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.screenshot({ path: 'test-results/contacts-delete-dialog.png' });
  problems.push(...(await axeProblems(page, 'delete dialog')));
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await expect(dana).toBeVisible();

  await deleteButton.click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(dana).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Deleted Dana Lee.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeFocused();
  await page.goto(`/applications/${acme}`);
  await expect(page.getByRole('heading', { name: 'Frontend Engineer', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Contacts' }).getByText('No contacts yet.'),
  ).toBeVisible();
  expect(problems).toEqual([]);
});
