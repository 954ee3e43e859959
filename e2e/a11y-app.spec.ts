// axe-core on every signed-in screen, light and dark, at 375 and 1440 px: no serious or critical violations.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { storeTokens } from './support/session';
import { createSignedInUser, type SignedInUser } from './support/users';
import { createApplication } from './support/factories';

// @axe-core/playwright is typed against its own copy of playwright-core; the page is the same object.
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

async function seedApplication(
  page: Page,
  user: SignedInUser,
): Promise<{ id: string; title: string }> {
  const title = `Axe Engineer ${Date.now()}`;
  const id = await createApplication(page.request, user, {
    job_title: title,
    company: 'Contrast Ltd',
    status: 'Applied',
    applied_date: '2026-11-02',
    job_link: 'https://jobs.example.com/1',
    notes: 'Ask about the team.',
    job_description: 'React, TypeScript, accessibility.',
  });
  return { id, title };
}

/** Runs axe in both themes at phone and desktop widths on whatever `open` leaves on screen. */
async function checkEverywhere(page: Page, name: string, open: () => Promise<void>) {
  const problems: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [375, 1440]) {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 900 });
      await open();
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: `test-results/app-${name.replace(/\W+/g, '-')}-${colorScheme}-${width}.png`,
        fullPage: true,
      });
      const results = await new AxeBuilder({ page: page as unknown as AxePage })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      for (const v of results.violations.filter(
        (x) => x.impact === 'serious' || x.impact === 'critical',
      )) {
        problems.push(
          `${name} ${colorScheme} ${width}px: ${v.id} (${v.impact}) ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 4)
            .join(', ')}`,
        );
      }
    }
  }
  expect(problems).toEqual([]);
}

for (const path of [
  '/dashboard',
  '/applications',
  '/applications/new',
  '/tasks',
  '/insights',
  '/ai/resume/feedback',
  '/resume/edit',
  '/my-profile',
  '/profile/edit',
]) {
  test(`${path} has no serious or critical axe violations`, async ({ page }) => {
    test.setTimeout(120_000);
    const user = await createSignedInUser(page);
    await seedApplication(page, user);
    await storeTokens(page, user);
    await checkEverywhere(page, path, async () => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('main')).toBeVisible();
    });
  });
}

test('/timezone (signed in, no zone yet) has no serious or critical axe violations', async ({
  page,
}) => {
  const user = await createSignedInUser(page, { timezone: null });
  await storeTokens(page, user);
  await checkEverywhere(page, '/timezone', async () => {
    await page.goto('/timezone');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('application details, edit and interview details have no serious or critical axe violations', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const user = await createSignedInUser(page);
  const app = await seedApplication(page, user);
  await storeTokens(page, user);
  const openDetails = async () => {
    await page.goto('/applications');
    await page.getByText(app.title).first().click();
    await expect(page).toHaveURL(new RegExp(`/applications/${app.id}$`));
    await expect(page.getByRole('heading', { name: app.title })).toBeVisible();
  };
  await checkEverywhere(page, 'details', openDetails);
  await checkEverywhere(page, 'edit', async () => {
    await openDetails();
    await page
      .getByRole('button', { name: 'Edit' })
      .or(page.getByRole('link', { name: 'Edit' }))
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/applications/${app.id}/edit$`));
    await expect(page.getByLabel('Job title')).toHaveValue(app.title);
  });
  await checkEverywhere(page, 'interview details', async () => {
    await page.goto(`/applications/${app.id}/interview-details`);
    await expect(page.getByRole('button', { name: 'Save Interview' })).toBeVisible();
  });
});
