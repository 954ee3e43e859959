import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { storeTokens } from './support/session';
import { createSignedInUser } from './support/users';

// Twenty Seconds CV (MIT, test/fixtures/resumes/layouts): a one-word name and three entries with
// neither a position nor an organisation word, so the import marks them for review.
const fixture = 'test/fixtures/resumes/layouts/twentysecondscv_alice.pdf';
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

test('review import: the fields the reader was unsure of are highlighted until checked', async ({
  page,
}) => {
  const user = await createSignedInUser(page);
  await storeTokens(page, user);
  await page.goto('/ai/resume/feedback');
  await page.locator('#resume-file').setInputFiles(fixture);
  await page
    .getByRole('textbox', { name: 'Job description' })
    .fill('Film archivist. Required: research, writing and Java.');
  await page.getByRole('button', { name: 'Analyze Resume' }).click();
  await page.getByRole('button', { name: 'Edit Resume' }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/resume\/edit$/);

  const fullName = page.getByRole('textbox', { name: 'Full name' });
  await expect(fullName).toHaveValue('Alice', { timeout: 30_000 });
  const review = page.getByRole('region', { name: 'Review import' });
  await expect(review).toContainText(
    /Review import: \d+ fields the reader was unsure of are highlighted/,
  );
  const count = Number((await review.textContent())!.match(/(\d+) fields/)![1]);
  expect(count).toBeGreaterThanOrEqual(3);

  // The name and the first film's role are marked, with a hint read out with the field.
  await expect(fullName).toHaveAttribute('data-review', 'true');
  await expect(fullName).toHaveAccessibleDescription('Check this: the import was unsure of it.');
  const job = page
    .getByRole('region', { name: 'Experience' })
    .getByRole('group', { name: 'Experience entry 1' });
  const role = job.getByRole('textbox', { name: 'Role' });
  await expect(role).toHaveAttribute('data-review', 'true');
  await expect(role).toHaveValue(/Silent Film/);
  // The email was read for sure: not marked.
  await expect(page.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute(
    'data-review',
    'true',
  );

  const axe = await new AxeBuilder({ page: page as unknown as AxePage })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  await page.screenshot({ path: 'test-results/resume-review-import.png' });

  // Editing a marked field clears its mark (and only its own).
  await fullName.fill('Alice Liddell');
  await expect(fullName).not.toHaveAttribute('data-review', 'true');
  await expect(role).toHaveAttribute('data-review', 'true');
  await expect(review).toContainText(`${count - 1} field`);

  // "Done reviewing" clears the rest.
  await review.getByRole('button', { name: 'Done reviewing' }).click();
  await expect(review).toBeHidden();
  await expect(role).not.toHaveAttribute('data-review', 'true');
  await expect(page.locator('[data-review="true"]')).toHaveCount(0);
});
