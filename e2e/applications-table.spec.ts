// End to end: the Applications table — sorting, columns hidden and reordered and
// remembered, keyboard moves, inline and bulk status changes (history records them), export and
// delete of the selection, axe, and the card list at 375 px.
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { storeTokens } from './support/session';
import { createApplication } from './support/factories';
import { createSignedInUser, type SignedInUser } from './support/users';

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

/** An application with the fields these specs leave empty, through the shared factory. */
const addApp = (request: APIRequestContext, user: SignedInUser, body: Record<string, unknown>) =>
  createApplication(request, user, {
    applied_date: '2026-10-05',
    job_link: '',
    notes: '',
    job_description: '',
    ...body,
  });

async function getApp(request: APIRequestContext, user: SignedInUser, id: string) {
  return request.get(`/api/applications/my-applications/${id}`, {
    headers: { authorization: `Bearer ${user.access_token}` },
  });
}

async function historyOf(request: APIRequestContext, user: SignedInUser, id: string) {
  const res = await request.get(`/api/applications/${id}/history`, {
    headers: { authorization: `Bearer ${user.access_token}` },
  });
  return ((await res.json()) as { data: { status: string; from_status: string | null }[] }).data;
}

/** Three applications with a unique tag, signed in, on the table. */
async function seeded(page: Page) {
  const user = await createSignedInUser(page);
  await storeTokens(page, user);
  const tag = randomUUID().slice(0, 4);
  const ids = {
    alpha: await addApp(page.request, user, {
      job_title: `Alpha ${tag}`,
      company: 'Mango',
      status: 'applied',
    }),
    beta: await addApp(page.request, user, {
      job_title: `Beta ${tag}`,
      company: 'Acme',
      status: 'applied',
    }),
    gamma: await addApp(page.request, user, {
      job_title: `Gamma ${tag}`,
      company: 'Zeta',
      status: 'not_applied',
    }),
  };
  return { user, tag, ids };
}

async function openTable(page: Page) {
  await page.goto('/applications');
  await page.getByRole('button', { name: 'Table' }).click();
  await expect(page.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('grid', { name: 'Your applications' })).toBeVisible();
}

const rows = (page: Page) => page.getByTestId('applications-table-row');
const headerNames = (page: Page) =>
  page
    .getByRole('columnheader')
    .evaluateAll((cells) => cells.map((c) => (c.textContent ?? '').trim()).filter(Boolean));
/** The text of one column in every rendered row, top to bottom. */
const columnText = (page: Page, header: string) =>
  page.evaluate((name) => {
    const heads = Array.from(document.querySelectorAll('[role="columnheader"]'));
    const i = heads.findIndex((h) => (h.textContent ?? '').trim() === name);
    return Array.from(document.querySelectorAll('[data-testid="applications-table-row"]')).map(
      (r) => (r.querySelectorAll('[role="gridcell"]')[i]?.textContent ?? '').trim(),
    );
  }, header);

test('table: sort by company, hidden and reordered columns remembered after a reload', async ({
  page,
}) => {
  await seeded(page);
  await openTable(page);
  await expect(page.getByRole('grid')).toHaveAttribute('aria-rowcount', '4');
  await expect(rows(page)).toHaveCount(3);

  const company = page.getByRole('columnheader', { name: 'Company' });
  await company.getByRole('button').click();
  await expect(company).toHaveAttribute('aria-sort', 'ascending');
  expect(await columnText(page, 'Company')).toEqual(['Acme', 'Mango', 'Zeta']);
  await company.getByRole('button').click();
  await expect(company).toHaveAttribute('aria-sort', 'descending');
  expect(await columnText(page, 'Company')).toEqual(['Zeta', 'Mango', 'Acme']);

  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Location' }).uncheck();
  await page.getByRole('button', { name: 'Move Company earlier' }).click();
  await expect(page.getByRole('columnheader', { name: 'Location' })).toHaveCount(0);
  expect((await headerNames(page)).slice(0, 2)).toEqual(['Company', 'Job title']);

  await page.reload();
  await expect(page.getByRole('grid', { name: 'Your applications' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
  expect((await headerNames(page)).slice(0, 2)).toEqual(['Company', 'Job title']);
  await expect(page.getByRole('columnheader', { name: 'Location' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Company' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  expect(await columnText(page, 'Company')).toEqual(['Zeta', 'Mango', 'Acme']);
});

test('table: two rows selected change status together (history shows it), export them, delete with confirmation', async ({
  page,
}) => {
  const { user, tag, ids } = await seeded(page);
  await openTable(page);

  await page.getByRole('checkbox', { name: `Select Alpha ${tag} at Mango` }).check();
  await page.getByRole('checkbox', { name: `Select Beta ${tag} at Acme` }).check();
  await expect(page.getByRole('status').filter({ hasText: 'selected' })).toHaveText(
    '2 applications selected',
  );
  await expect(rows(page).and(page.locator('[aria-selected="true"]'))).toHaveCount(2);

  // Export: the portability CSV with exactly the two rows.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^pursuit-applications-selection-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = readFileSync((await download.path())!, 'utf8')
    .trim()
    .split('\r\n');
  expect(csv[0]).toMatch(/^id,job_title,company,status,applied_date,/);
  expect(csv).toHaveLength(3);
  expect(csv.join('\n')).toContain(`Alpha ${tag}`);
  expect(csv.join('\n')).toContain(`Beta ${tag}`);
  expect(csv.join('\n')).not.toContain(`Gamma ${tag}`);

  // Bulk status change, through the same PATCH as one change: history records it.
  await page.getByLabel('New status for the selected applications').selectOption('Offer');
  await page.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'changed' })).toHaveText(
    '2 applications changed to Offer.',
  );
  await expect(page.getByRole('combobox', { name: `Status of Alpha ${tag} at Mango` })).toHaveValue(
    'Offer',
  );
  for (const id of [ids.alpha, ids.beta]) {
    const history = await historyOf(page.request, user, id);
    expect(history.at(-1)).toMatchObject({ status: 'Offer', from_status: 'Applied' });
  }
  expect((await historyOf(page.request, user, ids.gamma)).at(-1)?.status).toBe('Not Applied');

  // Inline status change of one row.
  await page
    .getByRole('combobox', { name: `Status of Gamma ${tag} at Zeta` })
    .selectOption('Rejected');
  await expect
    .poll(async () => (await historyOf(page.request, user, ids.gamma)).at(-1)?.status)
    .toBe('Rejected');

  // Delete two, after confirming; Cancel first keeps them.
  await page.getByRole('checkbox', { name: `Select Alpha ${tag} at Mango` }).check();
  await page.getByRole('checkbox', { name: `Select Beta ${tag} at Acme` }).check();
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete 2 applications?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(rows(page)).toHaveCount(3);
  await page.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'deleted' })).toHaveText(
    '2 applications deleted.',
  );
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(`Gamma ${tag}`);
  expect((await getApp(page.request, user, ids.alpha)).status()).toBe(404);
  expect((await getApp(page.request, user, ids.beta)).status()).toBe(404);
});

test('table: arrow keys move between cells, Space selects, Enter opens; long titles end in an ellipsis', async ({
  page,
}) => {
  const { user, tag } = await seeded(page);
  const long = `A very long job title that cannot fit in its cell ${tag} `.repeat(2).trim();
  const longId = await addApp(page.request, user, {
    job_title: long,
    company: 'Initech',
    status: 'applied',
  });
  await openTable(page);
  const company = page.getByRole('columnheader', { name: 'Company' });
  await company.getByRole('button').click();
  await expect(company).toHaveAttribute('aria-sort', 'ascending');

  const title = page.getByRole('link', { name: long });
  await expect(title).toHaveAttribute('title', long);
  expect(await title.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await title.evaluate((el) => getComputedStyle(el).textOverflow)).toBe('ellipsis');

  // Header "Company" button has focus after the click; Down goes to the first row (Acme).
  await page.keyboard.press('ArrowDown');
  await expect(page.locator(':focus')).toHaveText('Acme');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator(':focus')).toHaveText('Initech');
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator(':focus')).toContainText(long);
  await page.keyboard.press('Space');
  await expect(rows(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('checkbox', { name: `Select ${long} at Initech` })).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/applications/${longId}$`));
});

test('table: axe clean; at 375 px the Table choice shows the cards, no sideways scroll', async ({
  page,
}) => {
  const { tag } = await seeded(page);
  await openTable(page);
  await page.getByRole('checkbox', { name: `Select Beta ${tag} at Acme` }).check();
  await page.getByRole('button', { name: 'Columns' }).click();
  const results = await new AxeBuilder({ page: page as unknown as AxePage })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('list', { name: 'Your applications' })).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const small = await new AxeBuilder({ page: page as unknown as AxePage })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(small.violations.map((v) => v.id)).toEqual([]);
});

test('table: Match shows the score of the resume sent with an application, "—" without one', async ({
  page,
}) => {
  const { user, tag } = await seeded(page);
  const auth = { authorization: `Bearer ${user.access_token}` };
  const resume = await page.request.post('/api/resumes', {
    headers: auth,
    data: {
      name: 'Sent',
      template: 'modern',
      resume_json: {
        header: { fullName: 'Ada Lovelace' },
        summary: 'Frontend engineer: React, TypeScript, accessibility.',
        skills: { Frontend: ['React', 'TypeScript', 'Accessibility', 'Testing'] },
        experience: [{ role: 'Frontend Engineer', company: 'Engines Ltd' }],
      },
    },
  });
  expect(resume.status(), await resume.text()).toBe(201);
  const resumeId = ((await resume.json()) as { data: { id: string } }).data.id;
  const sent = await addApp(page.request, user, {
    job_title: `Delta ${tag}`,
    company: 'Sent Co',
    status: 'applied',
    job_description: 'Frontend engineer with React, TypeScript and GraphQL; accessibility matters.',
    resume_id: resumeId,
  });
  const list = await page.request.get('/api/applications/my-applications', { headers: auth });
  const score = (
    (await list.json()) as { data: { id: string; match_score: number | null }[] }
  ).data.find((a) => a.id === sent)?.match_score;
  expect(typeof score).toBe('number');

  await openTable(page);
  // Twelve columns overflow 1440 px: a fade says there is more to the right, until scrolled there.
  await expect(page.getByTestId('applications-table-more')).toHaveCount(1);
  await page
    .getByTestId('applications-table-scroller')
    .evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(page.getByTestId('applications-table-more')).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Match' })).toBeInViewport();
  const byTitle = await page.evaluate(() => {
    const heads = Array.from(document.querySelectorAll('[role="columnheader"]'));
    const at = (name: string) => heads.findIndex((h) => (h.textContent ?? '').trim() === name);
    const [title, match] = [at('Job title'), at('Match')];
    return Array.from(document.querySelectorAll('[data-testid="applications-table-row"]')).map(
      (r) => {
        const cells = r.querySelectorAll('[role="gridcell"]');
        return [cells[title]?.textContent?.trim(), cells[match]?.textContent?.trim()];
      },
    );
  });
  expect(Object.fromEntries(byTitle)).toEqual({
    [`Alpha ${tag}`]: '—',
    [`Beta ${tag}`]: '—',
    [`Gamma ${tag}`]: '—',
    [`Delta ${tag}`]: `${score}%`,
  });
});
