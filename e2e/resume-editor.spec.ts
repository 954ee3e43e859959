import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { PDFParse } from 'pdf-parse';
import { expect, test, type Page } from '@playwright/test';
import { storeTokens } from './support/session';
import { createSignedInUser, type SignedInUser } from './support/users';

const fixture = 'test/fixtures/resumes/maya-chen-backend.pdf';
// @axe-core/playwright types a different copy of playwright-core's Page.
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

/** Structures the fixture through the real endpoint and saves it as the user's resume. */
async function seedSavedResume(page: Page, user: SignedInUser) {
  const auth = { authorization: `Bearer ${user.access_token}` };
  const structured = await page.request.post('/api/ai/resume/structure', {
    headers: auth,
    multipart: {
      resume: {
        name: 'maya-chen-backend.pdf',
        mimeType: 'application/pdf',
        buffer: readFileSync(fixture),
      },
    },
  });
  expect(structured.status(), await structured.text()).toBe(200);
  const { resume_json } = (await structured.json()) as { resume_json: unknown };
  const saved = await page.request.put('/api/resumes/current', {
    headers: auth,
    data: { resume_json },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

async function pdfText(bytes: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const info = await parser.getInfo({ parsePageInfo: true });
    return { pages: info.pages, text: (await parser.getText()).text.replace(/\s+/g, ' ') };
  } finally {
    await parser.destroy();
  }
}

test.describe('resume editor', () => {
  test('from an uploaded resume: edit header, a bullet and a skill category, save, reload, download the PDF', async ({
    page,
    browser,
  }) => {
    const user = await createSignedInUser(page);
    await storeTokens(page, user);

    // The Resume AI screen hands the uploaded file (and its analysis) to the editor.
    await page.goto('/ai/resume/feedback');
    await page.locator('#resume-file').setInputFiles(fixture);
    await page
      .getByRole('textbox', { name: 'Job description' })
      .fill(
        'Senior Backend Engineer. Required: Python, Kubernetes, PostgreSQL, GraphQL and Rust. Experience with Kafka and gRPC is a plus.',
      );
    await page.getByRole('button', { name: 'Analyze Resume' }).click();
    await expect(page.getByRole('list', { name: 'Missing keywords' })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('button', { name: 'Edit Resume' }).click();
    await expect(page).toHaveURL(/\/resume\/edit$/);

    const preview = page.getByTestId('resume-preview');
    const fullName = page.getByRole('textbox', { name: 'Full name' });
    await expect(fullName).toHaveValue('Maya Chen', { timeout: 20_000 });
    await expect(preview).toContainText('Maya Chen');
    const ai = page.getByRole('region', { name: 'AI analysis' });
    await expect(ai.getByText('ATS score')).toBeVisible();
    await expect(ai.getByRole('list', { name: 'Missing keywords' })).toContainText('GraphQL');
    await expect(ai.getByRole('textbox', { name: 'Job description' })).toHaveValue(
      /GraphQL and Rust/,
    );
    // Imported, not saved yet: the header says so (the switcher too).
    await expect(page.getByTestId('save-status')).toHaveText('Not saved yet');
    await page.screenshot({ path: 'test-results/resume-editor-1440.png' });

    // Header → preview.
    await fullName.fill('Maya Q. Chen');
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Maya Q. Chen');
    await expect(page.getByText('Unsaved changes')).toBeVisible();

    // An experience bullet → preview.
    const job = page
      .getByRole('region', { name: 'Experience' })
      .getByRole('group', { name: 'Experience entry 1' });
    const bullet = job.getByRole('textbox', { name: 'Achievement 1' });
    await expect(bullet).toHaveValue(/FastAPI service/);
    await bullet.fill('Designed a FastAPI service handling 5 million card authorisations a day.');
    await expect(preview).toContainText(
      'Designed a FastAPI service handling 5 million card authorisations a day.',
    );

    // Skill category rename: the duplicate rule, then a real rename.
    const skills = page.getByRole('region', { name: 'Skills' });
    await skills.getByRole('button', { name: 'Rename Tools' }).click();
    await skills.getByRole('textbox', { name: 'New name for Tools' }).fill('languages');
    await skills.getByRole('button', { name: 'Save name' }).click();
    await expect(skills.getByRole('alert')).toHaveText('A category with that name already exists.');
    await skills.getByRole('textbox', { name: 'New name for Tools' }).fill('Platforms');
    await skills.getByRole('button', { name: 'Save name' }).click();
    await expect(skills.getByRole('group', { name: 'Skill category Platforms' })).toBeVisible();
    await expect(preview).toContainText('Platforms:');
    await expect(preview).not.toContainText('Tools:');

    // Removing an entry asks first; Cancel keeps it.
    const projects = page.getByRole('region', { name: 'Projects' });
    await expect(projects.getByRole('group', { name: /Projects entry/ })).toHaveCount(1);
    await projects.getByRole('button', { name: 'Remove Projects entry 1' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(projects.getByRole('group', { name: /Projects entry/ })).toHaveCount(1);

    // Leaving with unsaved changes warns; dismissing keeps us here.
    page.once('dialog', (d) => void d.dismiss());
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(page).toHaveURL(/\/resume\/edit$/);

    // Re-analyze the edited resume: GraphQL added to a bullet is no longer missing.
    await job
      .getByRole('textbox', { name: 'Achievement 2' })
      .fill('Migrated 14 services to Kubernetes and a GraphQL gateway.');
    await ai.getByRole('button', { name: 'Re-analyze with AI' }).click();
    await expect(ai.getByRole('list', { name: 'Missing keywords' })).not.toContainText('GraphQL');
    await expect(ai.getByRole('list', { name: 'Missing keywords' })).toContainText('Rust');

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Changes saved.' })).toBeVisible();
    await expect(page.getByText('All changes saved')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Maya Q. Chen');
    await expect(page.getByTestId('resume-preview')).toContainText('5 million card authorisations');

    // Another browser (no local cache) gets the saved copy from the server.
    const other = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const otherPage = await other.newPage();
    await storeTokens(otherPage, user);
    await otherPage.goto('/resume/edit');
    await expect(otherPage.getByRole('textbox', { name: 'Full name' })).toHaveValue('Maya Q. Chen');
    await expect(
      otherPage
        .getByRole('region', { name: 'Skills' })
        .getByRole('group', { name: 'Skill category Platforms' }),
    ).toBeVisible();
    await other.close();

    // Download PDF.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Maya Q. Chen - Resume.pdf');
    const { pages, text } = await pdfText(readFileSync(await download.path()));
    for (const p of pages) {
      expect(Math.abs(p.width - 595.28)).toBeLessThan(2);
      expect(Math.abs(p.height - 841.89)).toBeLessThan(2);
    }
    const order = [
      'Maya Q. Chen',
      'SUMMARY',
      'EXPERIENCE',
      '5 million card authorisations',
      'Orbital Labs',
      'PROJECTS',
      'Queue Inspector',
      'EDUCATION',
      'SKILLS',
      'Platforms:',
    ];
    let at = -1;
    for (const needle of order) {
      const i = text.indexOf(needle, at + 1);
      expect(i, `"${needle}" in the PDF after position ${at}`).toBeGreaterThan(at);
      at = i;
    }

    // Closing the editor (nothing unsaved: no warning) clears its cached copy.
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((k) => k.startsWith('resume_json:')),
      ),
    ).toHaveLength(1);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage).filter(
            (k) => k.startsWith('resume_') || k === 'resume_editor_file',
          ),
        ),
      )
      .toEqual([]);
  });

  test('extension hand-off: ?token=…&source=extension loads through the temp store, then from the cache on reload', async ({
    page,
  }) => {
    const user = await createSignedInUser(page);
    await storeTokens(page, user);
    await seedSavedResume(page, user);
    const handOff = await page.request.post('/api/temp-store', {
      headers: { authorization: `Bearer ${user.access_token}` },
      data: {
        resumeJson: {
          header: { fullName: 'Extension Person', title: 'Data Analyst' },
          summary: 'Sent by the browser extension.',
          skills: { Tools: ['Excel'] },
        },
        analysis: null,
        jobDescription: 'Data Analyst with SQL and Tableau.',
      },
    });
    expect(handOff.status(), await handOff.text()).toBe(201);
    const { token } = (await handOff.json()) as { token: string };

    await page.goto(`/resume/edit?token=${encodeURIComponent(token)}&source=extension`);
    // The token wins over the resume saved on the server.
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Extension Person');
    await expect(
      page
        .getByRole('region', { name: 'AI analysis' })
        .getByRole('textbox', { name: 'Job description' }),
    ).toHaveValue('Data Analyst with SQL and Tableau.');
    await expect(page.getByTestId('resume-preview')).toContainText(
      'Sent by the browser extension.',
    );
    // The token is single-use; the reload is served by the cached copy.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Extension Person');
  });

  test('a first visit with no saved resume: the empty state, and no failing request', async ({
    page,
  }) => {
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/api/') && r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    const user = await createSignedInUser(page);
    await storeTokens(page, user);
    await page.goto('/resume/edit');
    await expect(page.getByText('Nothing to edit yet')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
  });

  test('saved resume: a11y, section order, suggested category, confirmed removal; export failure message; desktop-only notice', async ({
    page,
  }) => {
    const user = await createSignedInUser(page);
    await storeTokens(page, user);
    await seedSavedResume(page, user);
    await page.goto('/resume/edit');
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Maya Chen');
    const axe = await new AxeBuilder({ page: page as unknown as AxePage })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    // Section order, a suggested skill category, and a confirmed entry removal reach the preview.
    const preview = page.getByTestId('resume-preview');
    const headings = () => preview.getByRole('heading', { level: 2 }).allTextContents();
    expect((await headings()).indexOf('Skills')).toBeGreaterThan(
      (await headings()).indexOf('Education'),
    );
    await page
      .getByRole('region', { name: 'Skills' })
      .getByRole('button', { name: 'Move Skills section up' })
      .click();
    await expect
      .poll(async () => (await headings()).indexOf('Skills'))
      .toBeLessThan((await headings()).indexOf('Education'));
    const skills = page.getByRole('region', { name: 'Skills' });
    await expect(skills.getByRole('button', { name: 'Add category Others' })).toBeVisible();
    await expect(skills.getByRole('button', { name: 'Add category Tools' })).toHaveCount(0);
    await skills.getByRole('button', { name: 'Add category Others' }).click();
    await skills
      .getByRole('textbox', { name: 'Others skills' })
      .fill('Public speaking, Technical writing');
    await expect(preview).toContainText('Others: Public speaking, Technical writing');
    const experience = page.getByRole('region', { name: 'Experience' });
    await expect(experience.getByRole('group', { name: /^Experience entry \d+$/ })).toHaveCount(2);
    await experience.getByRole('button', { name: 'Remove Experience entry 1' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect(experience.getByRole('group', { name: /^Experience entry \d+$/ })).toHaveCount(1);
    await expect(preview).not.toContainText('Lumen Payments');
    await expect(preview).toContainText('Orbital Labs');
    await skills.screenshot({ path: 'test-results/resume-editor-skills.png' });
    await experience.screenshot({ path: 'test-results/resume-editor-experience.png' });

    // Fault injection: the export request never reaches the server.
    await page.route('**/api/resume/export', (route) => route.abort('failed'));
    await page.getByRole('button', { name: 'Download PDF' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Export failed — check console for details.' }),
    ).toBeVisible();
    await page.unroute('**/api/resume/export');

    await page.setViewportSize({ width: 375, height: 740 });
    await expect(
      page.getByText('Resume editing needs a screen at least 768 px wide'),
    ).toBeVisible();
    await page.screenshot({ path: 'test-results/resume-editor-375.png' });
  });
});
