// Attachments on the application details page (ADR 191): attach a PDF, see it listed, download it
// (same bytes), a wrong type refused in words, delete with confirmation; axe in both themes; a
// long name fits a 375 px phone without sideways scroll.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { storeTokens } from './support/session';
import { createSignedInUser, type SignedInUser } from './support/users';
import { createApplication } from './support/factories';

// @axe-core/playwright types a different copy of playwright-core's Page.
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

const pdf = readFileSync('test/fixtures/resumes/sam-rivera-frontend.pdf');

const seedApplication = (page: Page, user: SignedInUser) =>
  createApplication(page.request, user, {
    job_title: 'Platform Engineer',
    company: 'Acme',
    status: 'applied',
    applied_date: '2026-11-20',
  });

async function attach(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const choosing = page.waitForEvent('filechooser');
  await page.getByTestId('attachments').getByRole('button', { name: 'Attach file' }).click();
  await (await choosing).setFiles(file);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page: page as unknown as AxePage })
    .include('[data-testid="attachments"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('attach a PDF, see it listed, download the same bytes, refuse a wrong type, delete it', async ({
  page,
}) => {
  const user = await createSignedInUser(page);
  await storeTokens(page, user);
  const appId = await seedApplication(page, user);
  await page.goto(`/applications/${appId}`);
  const card = page.getByTestId('attachments');
  await expect(card.getByRole('heading', { name: 'Attachments' })).toBeVisible();
  await expect(card.getByText('No files attached yet.')).toBeVisible();

  await attach(page, { name: 'Offer letter.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(card.getByRole('status')).toHaveText('Attached Offer letter.pdf.');
  const row = card.getByTestId('attachment');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Offer letter.pdf');
  await expect(row).toContainText(`PDF · ${Math.round(pdf.byteLength / 1024)} KB · `);
  await expect(card).toContainText(`${Math.round(pdf.byteLength / 1024)} KB of 100 MB used.`);

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download Offer letter.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Offer letter.pdf');
  expect(readFileSync(await download.path()).equals(pdf)).toBe(true);
  // What the server itself answers: the sniffed type, as a download, never sniffed by the browser.
  const auth = { authorization: `Bearer ${user.access_token}` };
  const [listedNow] = (
    (await (
      await page.request.get(`/api/applications/${appId}/attachments`, { headers: auth })
    ).json()) as {
      data: { id: string }[];
    }
  ).data;
  const served = await page.request.get(`/api/applications/${appId}/attachments/${listedNow!.id}`, {
    headers: auth,
  });
  expect(served.headers()).toMatchObject({
    'content-type': 'application/pdf',
    'x-content-type-options': 'nosniff',
    'content-disposition': `attachment; filename="Offer letter.pdf"; filename*=UTF-8''Offer%20letter.pdf`,
  });
  expect((await served.body()).equals(pdf)).toBe(true);

  // A text file named .pdf: refused, in words, and nothing is added.
  await attach(page, {
    name: 'not-really.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('Just some words, not a PDF.\n'),
  });
  await expect(card.getByRole('alert')).toHaveText(
    'Only PDF, DOCX, PNG and JPEG files can be attached; its contents are none of them, whatever its name says.',
  );
  await expect(row).toHaveCount(1);

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await seriousViolations(page), colorScheme).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });

  await row.getByRole('button', { name: 'Delete Offer letter.pdf' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this file?' });
  await expect(dialog).toContainText('Offer letter.pdf will be removed for good.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('status')).toHaveText('Deleted Offer letter.pdf.');
  await expect(card.getByText('No files attached yet.')).toBeVisible();
  const listed = await page.request.get(`/api/applications/${appId}/attachments`, {
    headers: auth,
  });
  expect(((await listed.json()) as { data: unknown[] }).data).toEqual([]);
});

test('a long file name fits a 375 px phone: ellipsis, full name in the title, no sideways scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const user = await createSignedInUser(page);
  await storeTokens(page, user);
  const appId = await seedApplication(page, user);
  const name = `Offer-letter-${'very-long-name-'.repeat(8)}final.pdf`;
  const upload = await page.request.post(`/api/applications/${appId}/attachments`, {
    headers: { authorization: `Bearer ${user.access_token}` },
    multipart: { file: { name, mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(upload.status(), await upload.text()).toBe(201);

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto(`/applications/${appId}`);
    const link = page.getByRole('button', { name: `Download ${name}` });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('title', name);
    // Cut with an ellipsis: the text is wider than the box showing it.
    expect(await link.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page), colorScheme).toEqual([]);
    await page
      .getByTestId('attachments')
      .screenshot({ path: `test-results/attachments-375-${colorScheme}.png` });
  }
});
