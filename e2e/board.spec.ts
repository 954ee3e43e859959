// End to end: the pipeline board (mouse and keyboard moves, rollback, Interview →
// details form, remembered view), status history timeline, duplicate warning, CSV import with
// a dry-run preview, exports, account data, and axe on the board (light, dark, 375 px).
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { storeTokens } from './support/session';
import { addTask, createApplication } from './support/factories';
import { createSignedInUser, type SignedInUser } from './support/users';

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

const shots = process.env.E2E_SCREENSHOT_DIR ?? 'test-results';

/** An application with the fields these specs leave empty, through the shared factory. */
const addApp = (request: APIRequestContext, user: SignedInUser, body: Record<string, unknown>) =>
  createApplication(request, user, {
    applied_date: '2026-10-05',
    job_link: '',
    notes: '',
    job_description: '',
    ...body,
  });

async function statusOf(
  request: APIRequestContext,
  user: SignedInUser,
  id: string,
): Promise<string> {
  const res = await request.get(`/api/applications/my-applications/${id}`, {
    headers: { authorization: `Bearer ${user.access_token}` },
  });
  return ((await res.json()) as { data: { status: string } }).data.status;
}

const column = (page: Page, status: string) => page.getByTestId(`board-column-${status}`);
const card = (page: Page, title: string) =>
  page
    .getByTestId('board-card')
    .filter({ has: page.getByRole('button', { name: title, exact: true }) });

async function openBoard(page: Page) {
  await page.goto('/applications');
  await page.getByRole('button', { name: 'Board' }).click();
  await expect(page.getByRole('button', { name: 'Board' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function mouseDrag(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + 20, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + 40, a.y + a.height / 2 + 10, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + 80, { steps: 15 });
  await page.mouse.up();
}

test('board: columns with counts, mouse and keyboard moves saved, Escape cancels, remembered view', async ({
  page,
}) => {
  const user = await createSignedInUser(page);
  await storeTokens(page, user);
  const tag = randomUUID().slice(0, 4);
  const alpha = await addApp(page.request, user, {
    job_title: `Alpha ${tag}`,
    company: 'Acme',
    status: 'applied',
  });
  const beta = await addApp(page.request, user, {
    job_title: `Beta ${tag}`,
    company: 'Globex',
    status: 'applied',
  });
  await addApp(page.request, user, {
    job_title: `Gamma ${tag}`,
    company: 'Initech',
    status: 'not_applied',
    applied_date: null,
  });

  await openBoard(page);
  for (const [status, count] of [
    ['Not Applied', 1],
    ['Applied', 2],
    ['Interview', 0],
    ['Offer', 0],
    ['Rejected', 0],
  ] as const) {
    await expect(column(page, status).getByRole('heading', { level: 2 })).toHaveText(
      `${status}${count}`,
    );
  }
  await expect(card(page, `Alpha ${tag}`)).toContainText('Acme');
  // Made today in Applied, applied on 5 October: in this stage since then (from the history and
  // the applied date, not from when the record was made).
  const sinceApplied = Math.floor((Date.now() - Date.parse('2026-10-05T00:00:00Z')) / 86_400_000);
  await expect(card(page, `Alpha ${tag}`).getByTestId('days-in-stage')).toHaveText(
    `${sinceApplied} days in stage`,
  );

  // The choice is remembered.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Board' })).toHaveAttribute('aria-pressed', 'true');
  await expect(column(page, 'Applied')).toBeVisible();

  // Mouse: Alpha from Applied to Offer.
  await mouseDrag(page, card(page, `Alpha ${tag}`), column(page, 'Offer'));
  await expect(column(page, 'Offer').getByRole('button', { name: `Alpha ${tag}` })).toBeVisible();
  await expect.poll(() => statusOf(page.request, user, alpha)).toBe('Offer');

  // Keyboard alone: Beta, Space to pick up, Right ×3 (Interview, Offer, Rejected), Left, Space to drop in Offer.
  const betaButton = page.getByRole('button', { name: `Beta ${tag}`, exact: true });
  // Space must never open the card (a button "clicks" on Space's keyup): no details load for Beta.
  const betaLoads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && r.url().includes(`/api/applications/my-applications/${beta}`))
      betaLoads.push(r.url());
  });
  await betaButton.focus();
  await page.keyboard.press('Space');
  await expect(page.locator('[id^="DndLiveRegion"]')).toContainText(`Picked up Beta ${tag}`);
  // One key at a time, each announced before the next (a person hears each column named).
  for (const [key, over] of [
    ['ArrowRight', 'Interview'],
    ['ArrowRight', 'Offer'],
    ['ArrowRight', 'Rejected'],
    ['ArrowLeft', 'Offer'],
  ]) {
    await page.keyboard.press(key!);
    await expect(page.locator('[id^="DndLiveRegion"]')).toContainText(`is over the ${over} column`);
  }
  await page.keyboard.press('Space');
  await expect(column(page, 'Offer').getByRole('button', { name: `Beta ${tag}` })).toBeVisible();
  await expect.poll(() => statusOf(page.request, user, beta)).toBe('Offer');
  await expect(page).toHaveURL(/\/applications$/);
  expect(betaLoads).toEqual([]);

  // Escape cancels: Beta stays in Offer, nothing is saved.
  await page.getByRole('button', { name: `Beta ${tag}`, exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(page.locator('[id^="DndLiveRegion"]')).toContainText(`Picked up Beta ${tag}`);
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('[id^="DndLiveRegion"]')).toContainText('is over the Rejected column');
  await page.keyboard.press('Escape');
  await expect(page.locator('[id^="DndLiveRegion"]')).toContainText('was cancelled');
  await expect(column(page, 'Offer').getByRole('button', { name: `Beta ${tag}` })).toBeVisible();
  expect(await statusOf(page.request, user, beta)).toBe('Offer');
  await expect(column(page, 'Offer').getByRole('heading', { level: 2 })).toHaveText('Offer2');

  // Enter opens the card; its history shows every move.
  await page.getByRole('button', { name: `Beta ${tag}`, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/applications/${beta}$`));
  const timeline = page.getByRole('list', { name: 'Status changes' });
  await expect(timeline.getByTestId('history-entry')).toHaveCount(2);
  await expect(timeline.getByTestId('history-entry').nth(0)).toContainText('Added as');
  await expect(timeline.getByTestId('history-entry').nth(0)).toContainText('Applied');
  await expect(timeline.getByTestId('history-entry').nth(1)).toContainText('Offer');
});

test('board: moving to Interview opens the interview form; a refused move rolls back with a message', async ({
  page,
}) => {
  const user = await createSignedInUser(page);
  await storeTokens(page, user);
  const tag = randomUUID().slice(0, 4);
  const delta = await addApp(page.request, user, {
    job_title: `Delta ${tag}`,
    company: 'Hooli',
    status: 'applied',
  });
  const gone = await addApp(page.request, user, {
    job_title: `Gone ${tag}`,
    company: 'Umbrella',
    status: 'applied',
  });

  await openBoard(page);
  // The application is deleted elsewhere: the server answers 404 and the card goes back.
  await page.request.delete(`/api/applications/my-applications/${gone}`, {
    headers: { authorization: `Bearer ${user.access_token}` },
  });
  await mouseDrag(page, card(page, `Gone ${tag}`), column(page, 'Rejected'));
  await expect(page.getByRole('alert').filter({ hasText: 'Could not move' })).toContainText(
    `Could not move “Gone ${tag}” to Rejected: Application not found. It is back in Applied.`,
  );

  // One key at a time, each announced before the next (keys pressed faster than the drag starts
  // were lost under load: the test failed once in CI and passed on its retry).
  await page.getByRole('button', { name: `Delta ${tag}`, exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(page.locator('[id^="DndLiveRegion"]')).toContainText(`Picked up Delta ${tag}`);
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('[id^="DndLiveRegion"]')).toContainText('is over the Interview column');
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(new RegExp(`/applications/${delta}/interview-details$`));
  await expect(page.getByRole('heading', { name: 'Interview details' })).toBeVisible();
  expect(await statusOf(page.request, user, delta)).toBe('Interview');
});

test('add form warns about a duplicate before saving', async ({ page }) => {
  const user = await createSignedInUser(page);
  await storeTokens(page, user);
  const existing = await addApp(page.request, user, {
    job_title: 'Staff Engineer',
    company: 'Acme, Inc.',
    status: 'applied',
    applied_date: '2026-10-05',
  });
  await page.goto('/applications/new');
  await page.getByLabel('Job title').fill('staff  engineer');
  await page.getByLabel('Company').fill('ACME Inc');
  const warning = page.getByRole('status').filter({ hasText: 'You applied to this on' });
  await expect(warning).toContainText(
    /You applied to this on 5 Oct( \d{4})? — Staff Engineer at Acme, Inc\./,
  );
  await expect(warning.getByRole('link', { name: 'Open it' })).toHaveAttribute(
    'href',
    `/applications/${existing}`,
  );
  await page.screenshot({ path: `${shots}/board-duplicate-warning.png`, fullPage: true });
  await warning.getByRole('button', { name: 'Add anyway' }).click();
  await expect(warning).toHaveCount(0);
});

test('CSV import: dry-run preview, then import; exports download', async ({ page }) => {
  const user = await createSignedInUser(page);
  await storeTokens(page, user);
  await addApp(page.request, user, {
    job_title: 'Frontend Engineer',
    company: 'Acme',
    status: 'applied',
    notes: '=1+1',
  });
  const csv = [
    'Company,Position,Stage,Date Applied,Post URL,Notes',
    'Initech,Backend Engineer,Wishlist,,https://jobs.example/initech/1,Likes TPS',
    'Hooli,Data Engineer,Phone Screen,10/5/2026,,',
    'acme,frontend engineer,Applied,2026-10-05,,already there',
    'Umbrella,,Applied,2026-10-01,,no title',
  ].join('\n');
  await page.goto('/applications/import');
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'huntr.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Preview import' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'will be added' })).toHaveText(
    '2 applications will be added, 1 duplicate skipped, 1 row with errors.',
  );
  await expect(page.getByTestId('import-row')).toHaveCount(3);
  await expect(page.getByTestId('import-row').nth(1)).toContainText('Interview');
  await expect(page.getByTestId('import-row').nth(2)).toContainText('Duplicate, skipped');
  await expect(page.getByTestId('import-errors')).toContainText(
    'Row 4, job title: Job title is required',
  );
  await page.screenshot({ path: `${shots}/board-import-preview.png`, fullPage: true });
  // The dry run wrote nothing.
  const list = async () =>
    (
      (await (
        await page.request.get('/api/applications/my-applications', {
          headers: { authorization: `Bearer ${user.access_token}` },
        })
      ).json()) as { data: unknown[] }
    ).data.length;
  expect(await list()).toBe(1);
  await page.getByRole('button', { name: 'Import 2 applications' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toContainText(
    'Imported 2 applications, skipped 1 duplicate, 1 row with errors not imported.',
  );
  expect(await list()).toBe(3);

  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(csvDownload.suggestedFilename()).toMatch(/^pursuit-applications-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync(await csvDownload.path(), 'utf8');
  expect(text.split('\r\n')[0]).toMatch(/^id,job_title,company,status,/);
  expect(text).toContain(",'=1+1,");
  expect(text).toContain('Hooli,Interview,2026-10-05');
  const [jsonDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export JSON' }).click(),
  ]);
  expect(
    (JSON.parse(readFileSync(await jsonDownload.path(), 'utf8')) as { data: unknown[] }).data,
  ).toHaveLength(3);
});

test('profile: Export my data, then Import it into another account', async ({ page, browser }) => {
  const user = await createSignedInUser(page);
  await storeTokens(page, user);
  const exported = await addApp(page.request, user, {
    job_title: 'Exported Role',
    company: 'Acme',
    status: 'offer',
  });
  await addTask(page.request, user, exported, { title: 'Send the signed offer' });
  await page.goto('/my-profile');
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export my data' }).click(),
  ]);
  const path = await file.path();
  const doc = JSON.parse(readFileSync(path, 'utf8')) as {
    format: string;
    applications: { job_title: string; history: unknown[] }[];
  };
  expect(doc.format).toBe('pursuit-account-export');
  expect(doc.applications[0]).toMatchObject({
    job_title: 'Exported Role',
    history: [expect.objectContaining({ status: 'Offer' })],
  });

  const context = await browser.newContext();
  const other = await context.newPage();
  const second = await createSignedInUser(other);
  await storeTokens(other, second);
  await other.goto('/my-profile');
  await other.getByLabel('Account data file').setInputFiles(path);
  await expect(other.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(
    'Imported 1 application, 0 contacts, 1 task and 0 resumes.',
  );
  await other.getByLabel('Account data file').setInputFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format":"nope"}'),
  });
  await expect(other.getByRole('alert').filter({ hasText: 'Import failed' })).toContainText(
    'Import failed, nothing was changed',
  );
  await context.close();
});

for (const [colorScheme, width] of [
  ['light', 1440],
  ['dark', 1440],
  ['light', 375],
  ['dark', 375],
] as const) {
  test(`board has no serious or critical axe violations (${colorScheme}, ${width}px)`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await page.setViewportSize({ width, height: 900 });
    const user = await createSignedInUser(page);
    await storeTokens(page, user);
    const id = await addApp(page.request, user, {
      job_title: 'Platform Engineer',
      company: 'Initech',
      status: 'interview',
    });
    await page.request.post(`/api/applications/${id}/set-interview`, {
      headers: { authorization: `Bearer ${user.access_token}` },
      data: { interview_date: '2027-01-12 15:30', timezone: 'America/New_York' },
    });
    await addApp(page.request, user, {
      job_title: 'Product Designer',
      company: 'Hooli',
      status: 'rejected',
    });
    await addApp(page.request, user, {
      job_title: 'Backend Engineer with a rather long title',
      company: 'Globex Corporation',
      status: 'applied',
    });
    await addApp(page.request, user, {
      job_title: 'Data Analyst',
      company: 'Acme',
      status: 'not_applied',
      applied_date: null,
    });
    await openBoard(page);
    await expect(page.getByTestId('days-in-stage').first()).toBeVisible();
    await page.screenshot({ path: `${shots}/board-${colorScheme}-${width}.png`, fullPage: true });
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
    expect(bad).toEqual([]);
    if (width === 1440 && colorScheme === 'light') {
      await page.goto(`/applications/${id}`);
      await expect(page.getByRole('heading', { name: 'Status history' })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const details = await new AxeBuilder({ page: page as unknown as AxePage })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      expect(
        details.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => v.id),
      ).toEqual([]);
      await page.screenshot({ path: `${shots}/board-details-timeline.png`, fullPage: true });
    }
  });
}
