import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { storeTokens } from './support/session';
import { createSignedInUser } from './support/users';

// @axe-core/playwright is typed against its own copy of playwright-core; the page is the same object.
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

const resume = 'test/fixtures/resumes/maya-chen-backend.pdf';
const screenshot = 'test/fixtures/screenshots/backend-engineer-light.png';
const jobs = () => `http://127.0.0.1:${process.env.E2E_JOBS_PORT}`;
const URL_FAILED = 'This job board doesn’t support direct import yet – upload a screenshot instead';

async function openScreen(page: Page) {
  const user = await createSignedInUser(page);
  await storeTokens(page, user);
  await page.goto('/ai/resume/feedback');
  await expect(page.getByRole('heading', { name: 'AI Resume Feedback', level: 1 })).toBeVisible();
}

// Next's route announcer is a role=alert too: only the page's own alerts.
const alertOf = (page: Page) => page.locator('[role=alert]:not(#__next-route-announcer__)');
const description = (page: Page) => page.getByRole('textbox', { name: 'Job description' });

test.describe('Resume AI screen', () => {
  test('upload, import / OCR / paste a description, analyze, see scores and suggestions, go on to the editor', async ({
    page,
  }) => {
    await openScreen(page);
    await page.screenshot({ path: 'test-results/resume-feedback-empty-1440.png', fullPage: true });

    // The alerts.
    await page.getByRole('button', { name: 'Analyze Resume' }).click();
    await expect(alertOf(page)).toHaveText('Please upload a resume (PDF/DOCX) before analyzing.');
    await page
      .locator('#resume-file')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(alertOf(page)).toHaveText(
      'Unsupported file type. Please upload a PDF or DOC/DOCX file.',
    );
    await page.locator('#resume-file').setInputFiles(resume);
    await expect(page.getByTestId('chosen-file')).toContainText('maya-chen-backend.pdf');
    await expect(alertOf(page)).toHaveCount(0);

    // URL import: a page with JobPosting JSON-LD, then one with nothing to import.
    await page.getByRole('tab', { name: 'URL' }).click();
    await page.getByLabel('Job post URL').fill(`${jobs()}/pages/jsonld-direct.html`);
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(
      page.getByText('Imported “Platform Engineer” at Fernhill Robotics (Pittsburgh, PA).'),
    ).toBeVisible();
    await expect(description(page)).toHaveValue(/Hands-on Kubernetes and Terraform/);
    await page.getByLabel('Job post URL').fill(`${jobs()}/pages/empty.html`);
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(alertOf(page)).toHaveText(URL_FAILED);
    await expect(description(page)).toHaveValue('');

    // A Greenhouse URL goes through the board's public API.
    await page.getByLabel('Job post URL').fill('https://boards.greenhouse.io/northwind/jobs/4001');
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(description(page)).toHaveValue(/Experience running Kubernetes on AWS/);

    // Screenshot OCR replaces it.
    await page.getByRole('tab', { name: 'Screenshot' }).click();
    await page.locator('#jd-screenshots').setInputFiles(screenshot);
    await expect(page.getByText('Text read from the screenshot.', { exact: false })).toBeVisible({
      timeout: 60_000,
    });
    await expect(description(page)).toHaveValue(
      /Senior Backend Engineer[\s\S]*Strong knowledge of PostgreSQL/,
    );

    // Analyze.
    await page.getByRole('button', { name: 'Analyze Resume' }).click();
    const summary = page.getByTestId('analysis-summary');
    await expect(summary).toBeVisible({ timeout: 30_000 });
    await expect(summary.getByText('ATS Score', { exact: true })).toBeVisible();
    await expect(summary.getByText('Keyword Match', { exact: true })).toBeVisible();
    await expect(summary.getByText(/^\d{1,3}%$/).first()).toBeVisible();
    await expect(
      summary.getByRole('region', { name: 'Why this ATS score' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(summary.getByRole('list', { name: 'Matched keywords' })).toContainText(
      'PostgreSQL',
    );
    await expect(
      summary.getByRole('list', { name: 'Suggestions' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(page.getByText('Text we read')).toBeVisible();
    await page.screenshot({ path: 'test-results/resume-feedback-result-1440.png', fullPage: true });

    // The analysis is cached per filename: choosing the same file after a reload shows it again.
    await page.reload();
    await page.locator('#resume-file').setInputFiles(resume);
    await expect(
      page.getByText('Showing your last analysis of maya-chen-backend.pdf.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByTestId('analysis-summary')).toBeVisible();
    await expect(description(page)).toHaveValue(/Senior Backend Engineer/);

    // Reset clears everything.
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByTestId('chosen-file')).toHaveCount(0);
    await expect(page.getByTestId('analysis-summary')).toHaveCount(0);
    await expect(description(page)).toHaveValue('');

    // Paste, then on to the editor with the file.
    await page.locator('#resume-file').setInputFiles(resume);
    await description(page).fill('Backend engineer. Requirements: Python, PostgreSQL, Kubernetes.');
    await page.getByRole('button', { name: 'Edit Resume' }).click();
    await expect(page).toHaveURL(/\/resume\/edit$/);
  });

  test('a screenshot with no text says so; several screenshots are read in order', async ({
    page,
  }) => {
    await openScreen(page);
    await page.getByRole('tab', { name: 'Screenshot' }).click();
    await page.locator('#jd-screenshots').setInputFiles('test/fixtures/screenshots/blank.png');
    await expect(alertOf(page)).toHaveText('Could not extract text from image.', {
      timeout: 60_000,
    });
    await page
      .locator('#jd-screenshots')
      .setInputFiles([
        'test/fixtures/screenshots/data-analyst-dark.png',
        'test/fixtures/screenshots/product-designer-small-text.png',
      ]);
    await expect(page.getByText('Text read from 2 screenshots.', { exact: false })).toBeVisible({
      timeout: 60_000,
    });
    await expect(description(page)).toHaveValue(/Data Analyst, Growth[\s\S]*Product Designer/);
  });

  test('@mobile single column, and Edit Resume needs a tablet or wider', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openScreen(page);
    await page.locator('#resume-file').setInputFiles(resume);
    await page.getByRole('button', { name: 'Edit Resume' }).click();
    await expect(alertOf(page)).toHaveText(
      'Resume editing needs a screen at least 768 px wide. Please use a tablet or a computer.',
    );
    await expect(page).toHaveURL(/\/ai\/resume\/feedback$/);
    await description(page).fill(
      'Backend engineer. Requirements: Python, PostgreSQL, Kubernetes, Terraform. Nice to have: Go.',
    );
    await page.getByRole('button', { name: 'Analyze Resume' }).click();
    await expect(page.getByTestId('analysis-summary')).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: 'test-results/resume-feedback-375.png', fullPage: true });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`Resume AI screen, ${colorScheme} theme`, () => {
    test.use({ colorScheme });
    test(`@mobile has no serious or critical axe violations, before and after an analysis (${colorScheme})`, async ({
      page,
    }) => {
      await openScreen(page);
      const axe = async (when: string) => {
        const results = await new AxeBuilder({ page: page as unknown as AxePage })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze();
        const bad = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.id} (${v.impact}): ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 5)
                .join(', ')}`,
          );
        expect(bad, `axe violations ${when}`).toEqual([]);
      };
      await axe('on the empty screen');
      await page.locator('#resume-file').setInputFiles(resume);
      await description(page).fill(
        'Backend engineer. Requirements: Python, PostgreSQL, Kubernetes, Terraform. Nice to have: GraphQL.',
      );
      await page.getByRole('button', { name: 'Analyze Resume' }).click();
      await expect(page.getByTestId('analysis-summary')).toBeVisible({ timeout: 30_000 });
      await page.getByRole('tab', { name: 'URL' }).click();
      await axe('with an analysis shown');
      const width = page.viewportSize()?.width ?? 0;
      await page.screenshot({
        path: `test-results/resume-feedback-${colorScheme}-${width}.png`,
        fullPage: true,
      });
    });
  });
}
