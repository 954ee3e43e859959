import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { PDFParse } from 'pdf-parse';
import { expect, test } from '@playwright/test';
import { storeTokens } from './support/session';
import { createSignedInUser } from './support/users';

// @axe-core/playwright types a different copy of playwright-core's Page.
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

const resume = JSON.parse(readFileSync('test/fixtures/tailoring/resume.json', 'utf8'));
const jobDescription = readFileSync('test/fixtures/tailoring/job-description.txt', 'utf8');

async function pdfText(bytes: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

test.describe('cover letters', () => {
  test('write a letter from the resume, see its claims and sources, edit (a planted claim is flagged), export PDF and DOCX', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const user = await createSignedInUser(page);
    await storeTokens(page, user);
    const auth = { authorization: `Bearer ${user.access_token}` };
    expect(
      (
        await page.request.put('/api/resumes/current', {
          headers: auth,
          data: { resume_json: resume },
        })
      ).status(),
    ).toBe(200);
    const added = await page.request.post('/api/applications/add-new-application', {
      headers: auth,
      data: {
        job_title: 'Senior Frontend Engineer',
        company: 'Acme',
        status: 'applied',
        applied_date: '2026-11-20',
        job_description: jobDescription,
      },
    });
    expect(added.status()).toBe(201);
    const appId = ((await added.json()) as { application: { id: string } }).application.id;

    await page.goto(`/applications/${appId}`);
    const card = page.getByTestId('cover-letter');
    await card.getByRole('button', { name: 'Write cover letter' }).click();
    await card.getByRole('combobox', { name: 'Tone' }).selectOption('warm');
    await card.getByRole('combobox', { name: 'Length' }).selectOption('long');
    await card.getByRole('button', { name: 'Draft letter' }).click();

    const editor = card.getByTestId('letter-editor');
    await expect(editor).toHaveValue(/^Dear Hiring Manager,/);
    await expect(editor).toHaveValue(/Senior Frontend Engineer opening at Acme/);
    await expect(card.getByTestId('claims-summary')).toHaveText(
      /^All \d+ claims are backed by your resume or the job description\.$/,
    );
    await expect(card.getByTestId('letter-preview')).toContainText('Sam Rivera');
    await expect(card.getByTestId('letter-preview')).toContainText('sam@example.com');

    // A supported claim shows the resume line it comes from on focus.
    const claim = card
      .getByTestId('letter-claims')
      .locator('mark[data-claim="supported"]', { hasText: '40%' })
      .first();
    await claim.focus();
    // Hidden tooltips (display: none) are out of the accessibility tree: the one shown is the focused claim's.
    const tip = card.getByRole('tooltip');
    await expect(tip).toBeVisible();
    await expect(tip).toContainText(
      'Cut dashboard load time by 40% by moving rendering to the server with Next.js.',
    );

    // Edit: the preview follows live; saving re-checks the claims and flags the invented ones.
    const planted = 'I also ran Kubernetes at Hooli for 7 years.';
    const original = await editor.inputValue();
    const edited = original.replace('\n\nWarm regards,', ` ${planted}\n\nWarm regards,`);
    await editor.fill(edited);
    await expect(card.getByTestId('letter-preview')).toContainText(planted);
    await card.getByRole('button', { name: 'Save changes' }).click();
    await expect(card.getByTestId('claims-summary')).toHaveText(
      /^3 of \d+ claims are not on your resume: fix or remove them\.$/,
    );
    const flagged = card.getByTestId('letter-claims').locator('mark[data-claim="unsupported"]');
    await expect(flagged).toHaveText(['Kubernetes', 'Hooli', '7']);
    await flagged.first().focus();
    await expect(card.getByRole('tooltip')).toContainText(
      'Not on your resume: Kubernetes is not on your resume',
    );
    await card.screenshot({ path: 'test-results/cover-letter-card.png' });

    const axe = await new AxeBuilder({ page: page as unknown as AxePage })
      .include('[data-testid="cover-letter"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      axe.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => v.id),
    ).toEqual([]);

    // Remove the planted sentence, save, export.
    await editor.fill(original);
    await card.getByRole('button', { name: 'Save changes' }).click();
    await expect(card.getByTestId('claims-summary')).toHaveText(/^All \d+ claims/);

    let downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'PDF (Letter)' }).click();
    let download = await downloading;
    expect(download.suggestedFilename()).toBe('Sam Rivera - Cover Letter.pdf');
    const text = await pdfText(readFileSync(await download.path()));
    expect(text).toContain('Sam Rivera');
    expect(text).toContain('Dear Hiring Manager,');
    expect(text).not.toContain('Hooli');

    downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'DOCX' }).click();
    download = await downloading;
    expect(download.suggestedFilename()).toBe('Sam Rivera - Cover Letter.docx');
    expect(
      readFileSync(await download.path())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    // A second version; the first is still there.
    await card.getByRole('button', { name: 'Write a new version' }).click();
    await card.getByRole('combobox', { name: 'Tone' }).selectOption('concise');
    await card
      .getByRole('combobox', { name: 'Lead with' })
      .selectOption({ label: 'Web Developer at Initech' });
    await card.getByRole('button', { name: 'Draft letter' }).click();
    await expect(editor).toHaveValue(
      /\n\nI worked as Web Developer at Initech from Jun 2016 to Feb 2019\. I /,
    );
    await expect(card.getByRole('combobox', { name: 'Version' }).locator('option')).toHaveText([
      'Version 2 · Concise · from resume',
      'Version 1 · Warm · from resume',
    ]);

    // "What I sent": version 2 is recorded as sent, stays as sent, and shows beside the resume copy.
    const sentText = await editor.inputValue();
    await card.getByRole('button', { name: 'Mark as sent' }).click();
    await expect(card.getByTestId('letter-sent')).toContainText('Sent with this application on');
    await expect(editor).toHaveAttribute('readonly', '');
    const sent = page.getByTestId('sent-cover-letter');
    await expect(sent).toContainText('Cover letter sent: version 2');
    await sent.locator('summary').click();
    await expect(sent).toContainText(sentText.slice(0, 60));
  });

  test('the cover letter editor fits a phone screen @mobile', async ({ page }) => {
    const user = await createSignedInUser(page);
    await storeTokens(page, user);
    const auth = { authorization: `Bearer ${user.access_token}` };
    await page.request.put('/api/resumes/current', {
      headers: auth,
      data: { resume_json: resume },
    });
    const added = await page.request.post('/api/applications/add-new-application', {
      headers: auth,
      data: {
        job_title: 'Senior Frontend Engineer',
        company: 'Acme',
        status: 'applied',
        applied_date: '2026-11-20',
        job_description: jobDescription,
      },
    });
    const appId = ((await added.json()) as { application: { id: string } }).application.id;
    await page.request.post(`/api/applications/${appId}/cover-letters`, {
      headers: auth,
      data: {},
    });
    await page.goto(`/applications/${appId}`);
    await expect(page.getByTestId('letter-editor')).toHaveValue(/^Dear Hiring Manager,/);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page
      .getByTestId('cover-letter')
      .screenshot({ path: 'test-results/cover-letter-mobile.png' });
  });
});
