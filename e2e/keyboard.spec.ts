// Keyboard only: from the landing page through sign-up, email verification, login, time zone and
// adding an application, without a single mouse click.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readCode, uniqueEmail } from './support/users';

/** Presses Tab until `target` has focus (fails if it is not reachable within `max` presses). */
async function tabTo(page: Page, target: Locator, max = 40) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i += 1) {
    if (
      await target.evaluate(
        (el) => el === document.activeElement || el.contains(document.activeElement),
      )
    )
      return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target} was not reachable with Tab in ${max} presses`);
}

/** Presses Enter on the focused "OK" of a result dialog (focus must already be inside the dialog). */
async function acknowledge(page: Page, title: string) {
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(title);
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await tabTo(page, dialog.getByRole('button', { name: 'OK' }), 5);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

test('sign up, verify, log in, pick a time zone and add an application with the keyboard alone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('kbd');
  const password = 'Keyboard-only-1';
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');

  // The first Tab reveals the skip link.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();

  await tabTo(
    page,
    page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Sign up' }),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/signup$/);

  await tabTo(page, page.getByLabel('Name'));
  await page.keyboard.type('Kim Keyboard');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(password);
  await tabTo(page, page.getByRole('button', { name: 'Sign Up' }));
  await page.keyboard.press('Enter');
  await acknowledge(page, 'Success!');
  await expect(page).toHaveURL(/\/verify-email$/);

  const code = await readCode(email, 'verification');
  await tabTo(page, page.getByLabel('Verification code'));
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await acknowledge(page, 'Success!');
  await expect(page).toHaveURL(/\/login$/);

  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await acknowledge(page, 'Success!');
  await expect(page).toHaveURL(/\/timezone$/);

  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await tabTo(page, zone);
  await page.keyboard.type('Europe/Berlin');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');
  await acknowledge(page, 'Success!');
  await expect(page).toHaveURL(/\/dashboard$/);

  await tabTo(page, page.getByRole('link', { name: '+ Add Application' }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/applications\/new$/);

  const title = `Keyboard Engineer ${Date.now()}`;
  await tabTo(page, page.getByLabel('Job title'));
  await page.keyboard.type(title);
  await tabTo(page, page.getByLabel('Company'));
  await page.keyboard.type('Tabstop GmbH');
  const status = page.getByLabel('Status');
  await tabTo(page, status);
  await page.keyboard.type('Applied');
  await expect(status).toHaveValue(/applied/i);
  const applied = page.getByLabel('Date applied');
  await tabTo(page, applied);
  await page.keyboard.type('11022026');
  await expect(applied).toHaveValue('2026-11-02');
  await tabTo(page, page.getByRole('button', { name: 'Save Application' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/applications$/);
  await expect(page.getByText(title)).toBeVisible();
});

test('dialogs trap focus and give it back to the control that opened them', async ({ page }) => {
  await page.goto('/signup');
  // An empty submit opens nothing but announces the error; a bad one opens the result dialog.
  await tabTo(page, page.getByLabel('Name'));
  await page.keyboard.type('Trap Tester');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type('not-an-email');
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type('x');
  const submit = page.getByRole('button', { name: 'Sign Up' });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(submit).toBeFocused();
});
