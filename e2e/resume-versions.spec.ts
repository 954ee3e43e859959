import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { PDFParse } from 'pdf-parse';
import { expect, test, type Page } from '@playwright/test';
import { storeTokens } from './support/session';
import { createSignedInUser, type SignedInUser } from './support/users';
import { createApplication } from './support/factories';

// @axe-core/playwright types a different copy of playwright-core's Page.
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

const master = {
  header: {
    fullName: 'Rosa Parker',
    title: 'Backend Engineer',
    email: 'rosa@example.test',
    location: 'Denver, CO',
  },
  summary: 'Backend engineer who ships reliable payment systems.',
  experience: [
    {
      role: 'Senior Backend Engineer',
      company: 'Ledgerly',
      startDate: 'Jan 2022',
      endDate: 'Present',
      achievements: ['Cut payout latency by 40%.'],
    },
    {
      role: 'Backend Engineer',
      company: 'Coinbase Labs',
      startDate: 'Jun 2018',
      endDate: 'Dec 2021',
      achievements: ['Built the reconciliation service.'],
    },
  ],
  education: [
    { degree: 'BSc Computer Science', institution: 'University of Colorado', endDate: '2018' },
  ],
  skills: { Languages: ['Go', 'Python'], Tools: ['PostgreSQL', 'Kafka'] },
};

async function pdfText(bytes: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

async function seed(page: Page, user: SignedInUser) {
  const res = await page.request.put('/api/resumes/current', {
    headers: { authorization: `Bearer ${user.access_token}` },
    data: { resume_json: master },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('resume versions', () => {
  test('switch, duplicate and tailor, rename, set default, delete; templates; PDF and DOCX; attach to an application', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const user = await createSignedInUser(page);
    await storeTokens(page, user);
    await seed(page, user);
    const auth = { authorization: `Bearer ${user.access_token}` };

    await page.goto('/resume/edit');
    const switcher = page.getByRole('combobox', { name: 'Resume', exact: true });
    const summary = page.getByRole('region', { name: 'Summary' }).getByRole('textbox');
    const preview = page.getByTestId('resume-preview');
    const versions = page.getByRole('group', { name: 'Saved resumes' });
    await expect(summary).toHaveValue(master.summary);
    await expect(switcher.locator('option:checked')).toHaveText('My resume (default)');

    // Duplicate as "Tailored for <company>", then tailor it.
    await versions.getByRole('button', { name: 'Duplicate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Duplicate and tailor' });
    await dialog.getByRole('textbox', { name: 'Company' }).fill('Stripe');
    await dialog.getByRole('button', { name: 'Duplicate' }).click();
    await expect(dialog).toBeHidden();
    await expect(switcher.locator('option:checked')).toHaveText('Tailored for Stripe');
    await summary.fill('Payments engineer tailored for Stripe: ledgers, payouts and Go.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('All changes saved')).toBeVisible();
    await versions.screenshot({ path: 'test-results/resume-switcher.png' });

    // Switch back and forth: each keeps its own content.
    await switcher.selectOption({ label: 'My resume (default)' });
    await expect(summary).toHaveValue(master.summary);
    // Unsaved changes make the switch ask first.
    await summary.fill('Not saved yet.');
    await switcher.selectOption({ label: 'Tailored for Stripe' });
    const discard = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await discard.getByRole('button', { name: 'Discard and switch' }).click();
    await expect(summary).toHaveValue(/tailored for Stripe/);

    // Rename and set as default.
    await versions.getByRole('button', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename resume' });
    await rename.getByRole('textbox', { name: 'Name' }).fill('Stripe (payments)');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await expect(switcher.locator('option:checked')).toHaveText('Stripe (payments)');
    await versions.getByRole('button', { name: 'Set as default' }).click();
    await expect(switcher.locator('option:checked')).toHaveText('Stripe (payments) (default)');
    const current = await page.request.get('/api/resumes/current', { headers: auth });
    expect(((await current.json()) as { name: string }).name).toBe('Stripe (payments)');

    // New, then delete it with confirmation: the default opens again.
    await versions.getByRole('button', { name: 'New' }).click();
    const created = page.getByRole('dialog', { name: 'New resume' });
    await created.getByRole('textbox', { name: 'Name' }).fill('Scratch');
    await created.getByRole('button', { name: 'Create' }).click();
    await expect(switcher.locator('option:checked')).toHaveText('Scratch');
    await expect(summary).toHaveValue('');
    await versions.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this resume?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(switcher.locator('option:checked')).toHaveText('Scratch');
    await versions.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(switcher.locator('option:checked')).toHaveText('Stripe (payments) (default)');
    await expect(switcher.locator('option')).toHaveText([
      'Stripe (payments) (default)',
      'My resume',
    ]);

    const axe = await new AxeBuilder({ page: page as unknown as AxePage })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);

    // Templates: the live preview follows the choice; screenshot each.
    const template = page.getByRole('combobox', { name: 'Template' });
    for (const [id, label] of [
      ['classic', 'Classic'],
      ['modern', 'Modern'],
      ['compact', 'Compact'],
    ] as const) {
      await template.selectOption({ label });
      await expect(preview.locator('article')).toHaveAttribute('data-template', id);
      await preview.screenshot({ path: `test-results/resume-template-${id}.png` });
    }
    await template.selectOption({ label: 'Modern' });
    await expect(preview.locator('.resume-name')).toHaveCSS('color', 'rgb(29, 78, 216)');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('All changes saved')).toBeVisible();

    // Download PDF and DOCX.
    let downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    let download = await downloading;
    expect(download.suggestedFilename()).toBe('Rosa Parker - Resume.pdf');
    const pdf = await pdfText(readFileSync(await download.path()));
    expect(pdf).toContain('tailored for Stripe');
    expect(pdf.indexOf('Ledgerly')).toBeLessThan(pdf.indexOf('Coinbase Labs'));
    downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download DOCX' }).click();
    download = await downloading;
    expect(download.suggestedFilename()).toBe('Rosa Parker - Resume.docx');
    const docx = readFileSync(await download.path());
    expect(docx.subarray(0, 2).toString()).toBe('PK');
    expect(docx.length).toBeGreaterThan(3000);

    // Attach the tailored resume to an application; the details page keeps that copy.
    const appId = await createApplication(page.request, user, {
      job_title: 'Payments Engineer',
      company: 'Stripe',
      status: 'applied',
      applied_date: '2026-11-20',
      job_description: 'Ledgers at scale.',
    });
    await page.goto(`/applications/${appId}`);
    const card = page.getByTestId('sent-resume');
    await card
      .getByRole('combobox', { name: 'Which resume did you send?' })
      .selectOption({ label: 'Stripe (payments)' });
    await card.getByRole('button', { name: 'Attach resume' }).click();
    await expect(card).toContainText('Stripe (payments)');
    await expect(card).toContainText('Modern template');

    // Later edits to the saved resume do not change what was sent.
    const list = (await (await page.request.get('/api/resumes', { headers: auth })).json()) as {
      data: { id: string; name: string }[];
    };
    const stripe = list.data.find((r) => r.name === 'Stripe (payments)')!;
    const edited = await page.request.put(`/api/resumes/${stripe.id}`, {
      headers: auth,
      data: { resume_json: { ...master, summary: 'Edited after sending.' } },
    });
    expect(edited.status()).toBe(200);
    await page.reload();
    await expect(card).toContainText('Stripe (payments)');
    await card.screenshot({ path: 'test-results/sent-resume-card.png' });
    downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download PDF' }).click();
    download = await downloading;
    const sent = await pdfText(readFileSync(await download.path()));
    expect(sent).toContain('tailored for Stripe');
    expect(sent).not.toContain('Edited after sending');
  });
});
