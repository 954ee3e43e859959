// Resume work is not lost on the way: the Resume AI screen keeps the file, the description and the
// analysis across navigation and a reload; the editor opened from it keeps the imported resume
// when it is mounted again on the same page (a resize across its breakpoint, a reload or Back and
// Forward while the file is still being read), and says "Not saved yet" until the first save.
import { expect, test, type Page, type Route } from '@playwright/test';
import { checkPage, projectViewport, watchApiFailures } from './support/page-checks';
import { storeTokens } from './support/session';
import { createSignedInUser } from './support/users';

const fixture = 'test/fixtures/resumes/maya-chen-backend.pdf';
const JOB =
  'Senior Backend Engineer. Required: Python, Kubernetes, PostgreSQL, GraphQL and Rust. Kafka is a plus.';

const description = (page: Page) => page.getByRole('textbox', { name: 'Job description' });

/** What the screen has written to this browser's IndexedDB (its description), polled by the tests. */
const storedDescription = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const open = indexedDB.open('pursuit');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('feedback-draft')) return resolve(null);
          const get = db.transaction('feedback-draft').objectStore('feedback-draft').get('state');
          get.onsuccess = () =>
            resolve(
              (get.result as { jobDescription?: string } | undefined)?.jobDescription ?? null,
            );
          get.onerror = () => resolve(null);
        };
      }),
  );

async function analyzed(page: Page) {
  await page.goto('/ai/resume/feedback');
  await page.locator('#resume-file').setInputFiles(fixture);
  await description(page).fill(JOB);
  await page.getByRole('button', { name: 'Analyze Resume' }).click();
  await expect(page.getByRole('list', { name: 'Missing keywords' })).toContainText('GraphQL', {
    timeout: 30_000,
  });
}

async function expectStillThere(page: Page) {
  await expect(page.getByTestId('chosen-file')).toContainText('maya-chen-backend.pdf');
  await expect(description(page)).toHaveValue(JOB);
  await expect(page.getByRole('list', { name: 'Missing keywords' })).toContainText('GraphQL');
}

test('@mobile the Resume AI screen keeps the file, description and analysis across navigation and a reload', async ({
  page,
}) => {
  await projectViewport(page);
  const user = await createSignedInUser(page);
  await storeTokens(page, user);
  const failures = watchApiFailures(page);
  await analyzed(page);
  await expect.poll(() => storedDescription(page)).toBe(JOB);

  // Away through the app's own navigation and back.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/ai\/resume\/feedback$/);
  await expectStillThere(page);

  await page.reload();
  await expectStillThere(page);
  await checkPage(page, 'resume-feedback-restored');

  // Reset forgets it, also after a reload.
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByTestId('chosen-file')).toHaveCount(0);
  await expect.poll(() => storedDescription(page)).toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'AI Resume Feedback', level: 1 })).toBeVisible();
  await expect(description(page)).toHaveValue('');
  await expect(page.getByTestId('chosen-file')).toHaveCount(0);
  expect(failures()).toEqual([]);
});

test.describe('the editor keeps an imported resume', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const user = await createSignedInUser(page);
    await storeTokens(page, user);
  });

  const fullName = (page: Page) => page.getByRole('textbox', { name: 'Full name' });

  test('when it is mounted again on the same page after showing it', async ({ page }) => {
    const failures = watchApiFailures(page);
    await analyzed(page);
    await page.getByRole('button', { name: 'Edit Resume' }).click();
    await expect(page).toHaveURL(/\/resume\/edit$/);
    await expect(fullName(page)).toHaveValue('Maya Chen', { timeout: 30_000 });
    await expect(page.getByTestId('save-status')).toHaveText('Not saved yet');
    // At 1440 px the live preview's column is at least 60 % of the editor's width.
    const share = await page.getByTestId('resume-preview').evaluate((sheet) => {
      const column = sheet.parentElement!.parentElement!;
      const grid = column.parentElement!;
      return column.getBoundingClientRect().width / grid.getBoundingClientRect().width;
    });
    expect(share).toBeGreaterThanOrEqual(0.6);
    await page.screenshot({ path: 'test-results/resume-editor-layout-1440.png' });
    await fullName(page).fill('Maya R. Chen');
    await expect(page.getByText('Unsaved changes')).toBeVisible();

    // A tablet in portrait: the editor and the preview take turns.
    await page.setViewportSize({ width: 800, height: 1000 });
    await expect(fullName(page)).toHaveValue('Maya R. Chen');
    // The header's buttons wrap inside the editor's width.
    const pdf = (await page.getByRole('button', { name: 'Download PDF' }).boundingBox())!;
    const column = (await page.getByRole('region', { name: 'Section editor' }).boundingBox())!;
    expect(pdf.x + pdf.width).toBeLessThanOrEqual(column.x + column.width + 1);
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await expect(page.getByTestId('resume-preview')).toContainText('Maya R. Chen');
    await expect(fullName(page)).toBeHidden();
    await checkPage(page, 'resume-editor-800-preview');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(fullName(page)).toBeVisible();

    // Below the editor's width the editor unmounts; back above it, it mounts again.
    await page.setViewportSize({ width: 700, height: 900 });
    await expect(fullName(page)).toHaveCount(0);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(fullName(page)).toHaveValue('Maya R. Chen');
    await expect(page.getByTestId('save-status')).toHaveText('Unsaved changes');
    await expect(page.getByText('Nothing to edit yet')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    expect(failures()).toEqual([]);
  });

  /** Holds the first structure request until `release` is called; later ones go through. */
  async function holdFirstStructure(page: Page) {
    let held: Route | null = null;
    let seen!: () => void;
    const arrived = new Promise<void>((resolve) => (seen = resolve));
    await page.route('**/api/ai/resume/structure', async (route) => {
      if (held) return route.continue();
      held = route;
      seen();
    });
    return {
      arrived,
      release: () => (held ? held.abort().catch(() => {}) : Promise.resolve()),
    };
  }

  test('when the page reloads while the file is still being read', async ({ page }) => {
    await analyzed(page);
    const structure = await holdFirstStructure(page);
    await page.getByRole('button', { name: 'Edit Resume' }).click();
    await structure.arrived;
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toBeVisible();
    await page.reload();
    await structure.release();
    await expect(fullName(page)).toHaveValue('Maya Chen', { timeout: 30_000 });
    // Once shown, the hand-off is settled and the cached copy carries a reload.
    await page.reload();
    await expect(fullName(page)).toHaveValue('Maya Chen');
  });

  test('after Back and Forward while the file is still being read', async ({ page }) => {
    await analyzed(page);
    const structure = await holdFirstStructure(page);
    await page.getByRole('button', { name: 'Edit Resume' }).click();
    await structure.arrived;
    await page.goBack();
    await structure.release();
    await expect(page.getByRole('heading', { name: 'AI Resume Feedback', level: 1 })).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(/\/resume\/edit$/);
    await expect(fullName(page)).toHaveValue('Maya Chen', { timeout: 30_000 });
  });
});
