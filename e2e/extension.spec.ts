// Pursuit Clipper in a real Chromium: built from extension/ by this spec, loaded unpacked into a
// persistent context, paired with a signed-in account through the Profile screen, then used on job
// pages served by the loopback job-pages peer (one page per board, the saved LinkedIn page, JSON-LD
// and a page with no posting).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { createSignedInUser, type SignedInUser } from './support/users';

const appUrl = `http://127.0.0.1:${process.env.E2E_PORT}`;
const jobsUrl = `http://127.0.0.1:${process.env.E2E_JOBS_PORT}`;
const fixtures = 'test/fixtures/job-pages';
type Want = { file: string; title: string; company: string; location: string };
const boards: Record<string, Want> = JSON.parse(
  readFileSync(`${fixtures}/board-pages.json`, 'utf8'),
);
const saved: Record<string, Omit<Want, 'file'>> = JSON.parse(
  readFileSync(`${fixtures}/saved-pages.json`, 'utf8'),
);
const jsonLd = JSON.parse(readFileSync(`${fixtures}/expected.json`, 'utf8'))['jsonld-graph.html'];

const pages: Want[] = [
  ...Object.values(boards),
  ...Object.entries(saved).map(([file, w]) => ({
    file,
    title: w.title,
    company: w.company,
    location: w.location,
  })),
  {
    file: 'jsonld-graph.html',
    title: jsonLd.title,
    company: jsonLd.company,
    location: jsonLd.location,
  },
];

// @axe-core/playwright types a different copy of playwright-core's Page.
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

/** Serious or critical axe findings on `page`, in light and dark mode (a screenshot of each). */
async function axeProblems(page: Page, name: string): Promise<string[]> {
  const problems: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({
      path: `test-results/extension-${name}-${colorScheme}.png`,
      fullPage: true,
    });
    const results = await new AxeBuilder({ page: page as unknown as AxePage })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    for (const v of results.violations.filter(
      (x) => x.impact === 'serious' || x.impact === 'critical',
    )) {
      problems.push(
        `${name} ${colorScheme}: ${v.id} ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 4)
          .join(', ')}`,
      );
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return problems;
}

let context: BrowserContext;
let worker: Worker;
let extensionId: string;
let user: SignedInUser;

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'the extension runs in desktop Chromium');

test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(120_000);
  // A fresh clone has no build: make one whose server is this run's app and which may read the job pages' host.
  const out = mkdtempSync(path.join(process.env.E2E_RUN_DIR ?? tmpdir(), 'extension-'));
  execFileSync(
    process.execPath,
    ['extension/build.mjs', '--server', appUrl, '--test-host', jobsUrl, '--out', out],
    { stdio: 'inherit' },
  );
  const dir = path.join(out, 'chromium');
  // Extensions need a persistent context; --headless=new (full Chromium's headless) runs them,
  // and Playwright's default --disable-extensions must go.
  context = await playwright.chromium.launchPersistentContext(
    mkdtempSync(path.join(tmpdir(), 'pursuit-ext-profile-')),
    {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      headless: false,
      ignoreDefaultArgs: ['--disable-extensions'],
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        `--disable-extensions-except=${dir}`,
        `--load-extension=${dir}`,
      ],
      viewport: { width: 1280, height: 900 },
    },
  );
  worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  extensionId = new URL(worker.url()).host;
  const request = await playwright.request.newContext({ baseURL: appUrl });
  user = await createSignedInUser(request);
  await request.dispose();
  // Every app tab of this browser is signed in as the user (the editor opened by Tailor included).
  await context.addInitScript(
    ({ origin, t }) => {
      if (location.origin !== origin || localStorage.getItem('access_token')) return;
      localStorage.setItem('access_token', t.access_token);
      localStorage.setItem('refresh_token', t.refresh_token);
    },
    { origin: appUrl, t: { access_token: user.access_token, refresh_token: user.refresh_token } },
  );
});

test.afterAll(async () => {
  await context?.close();
});

const api = (pathName: string, init: { method?: string; data?: unknown } = {}) =>
  context.request.fetch(`${appUrl}/api/${pathName}`, {
    method: init.method ?? 'GET',
    data: init.data,
    headers: { authorization: `Bearer ${user.access_token}` },
  });

/** Opens a job page in a tab and the popup (as a page) working on that tab, as a toolbar click would. */
async function openWithPopup(file: string): Promise<{ job: Page; popup: Page; tabId: number }> {
  const job = await context.newPage();
  const url = `${jobsUrl}/pages/${file}?utm_source=newsletter&utm_medium=email`;
  await job.goto(url);
  const tabId = await worker.evaluate(
    async (u) => (await chrome.tabs.query({})).find((t) => t.url === u)!.id!,
    url,
  );
  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${extensionId}/popup.html?tab=${tabId}`);
  return { job, popup, tabId };
}

test('pair from Profile, then save a job from each board’s page; a second save says already tracked', async () => {
  test.setTimeout(240_000);
  const profile = await context.newPage();
  await profile.goto(`${appUrl}/my-profile`);
  await profile.getByRole('button', { name: 'Connect browser extension' }).click();
  const code = (await profile.getByTestId('pairing-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);

  // Not connected yet: the popup asks for the code.
  const first = await openWithPopup(`board-${Object.keys(boards)[0]}.html`);
  await expect(first.popup.getByRole('heading', { name: 'Connect to Pursuit' })).toBeVisible();
  const problems = await axeProblems(first.popup, 'popup-connect');
  await first.popup.getByRole('textbox', { name: 'Pairing code' }).fill(code.toLowerCase());
  await first.popup.getByRole('button', { name: 'Connect' }).click();
  await expect(first.popup.getByRole('textbox', { name: 'Job title' })).toBeVisible({
    timeout: 15_000,
  });
  // The token is kept in the extension's local storage only.
  const stored = await worker.evaluate(() => chrome.storage.local.get(null));
  expect(String(stored.token)).toMatch(/^pst_/);
  problems.push(...(await axeProblems(first.popup, 'popup-fields')));
  await first.popup.close();
  await first.job.close();

  // The Profile screen lists the connected browser.
  await profile.reload();
  await expect(profile.getByRole('button', { name: /Disconnect Chrome extension/ })).toBeVisible();
  await profile.getByRole('button', { name: 'Connect browser extension' }).click();
  await expect(profile.getByTestId('pairing-code')).toBeVisible();
  problems.push(...(await axeProblems(profile, 'profile')));
  expect(problems).toEqual([]);
  await profile.close();

  for (const want of pages) {
    const { job, popup, tabId } = await openWithPopup(want.file);
    await expect(popup.getByRole('textbox', { name: 'Job title' }), want.file).toHaveValue(
      want.title,
      { timeout: 15_000 },
    );
    await expect(popup.getByRole('textbox', { name: 'Company' }), want.file).toHaveValue(
      want.company,
    );
    await expect(popup.getByRole('textbox', { name: 'Location' }), want.file).toHaveValue(
      want.location,
    );
    await expect(popup.getByRole('textbox', { name: 'Link' })).toHaveValue(
      `${jobsUrl}/pages/${want.file}`,
    );
    if (want.file === 'board-greenhouse.html')
      await popup.screenshot({ path: 'test-results/extension-popup.png' });
    await popup.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      popup.getByRole('status').filter({ hasText: 'Saved to Pursuit (Not Applied)' }),
    ).toBeVisible();

    // The application exists with that title, company and the link without tracking parameters.
    const res = await api(
      `applications/duplicates?job_link=${encodeURIComponent(`${jobsUrl}/pages/${want.file}`)}`,
    );
    const found = (await res.json()).data as {
      id: string;
      job_title: string;
      company: string;
      status: string;
    }[];
    expect(found, want.file).toHaveLength(1);
    expect(found[0]).toMatchObject({
      job_title: want.title,
      company: want.company,
      status: 'Not Applied',
    });
    expect(await worker.evaluate((id) => chrome.action.getBadgeText({ tabId: id }), tabId)).toBe(
      '✓',
    );

    // Opened again on the same page: already tracked, linked, no second Save.
    await popup.reload();
    await expect(
      popup.getByRole('status').filter({ hasText: 'Already tracked in Pursuit (Not Applied)' }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(popup.getByRole('link', { name: 'Open it' })).toHaveAttribute(
      'href',
      `${appUrl}/applications/${found[0]!.id}`,
    );
    await expect(popup.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await popup.close();
    await job.close();
  }
});

test('a page with no posting says so and can still be saved with a title; Applied carries today’s date', async () => {
  const { job, popup } = await openWithPopup('empty.html');
  await expect(popup.getByRole('alert')).toHaveText(
    'Couldn’t find a job posting on this page — you can still save it with a title',
  );
  await popup.getByRole('textbox', { name: 'Job title' }).fill('Office Manager');
  await popup.getByRole('textbox', { name: 'Company' }).fill('Quiet Page Ltd');
  await popup.getByRole('radio', { name: 'Applied today' }).check();
  await popup.keyboard.press('Alt+Shift+S');
  await expect(
    popup.getByRole('status').filter({ hasText: 'Saved to Pursuit (Applied)' }),
  ).toBeVisible();
  const found = (
    await (
      await api(
        `applications/duplicates?company=${encodeURIComponent('Quiet Page Ltd')}&job_title=Office%20Manager`,
      )
    ).json()
  ).data;
  expect(found[0]).toMatchObject({
    status: 'Applied',
    applied_date: new Date().toLocaleDateString('sv-SE'),
  });
  await popup.close();
  await job.close();
});

test('the popup scores the current resume on opening, Match again on a click; Tailor opens the editor with that resume and the posting', async () => {
  const resume = {
    header: {
      fullName: 'Rosa Alvarez',
      title: 'Customer Success Manager',
      email: 'rosa@example.test',
    },
    summary:
      'Customer success manager for B2B SaaS, mentoring junior colleagues and reporting with SQL and dashboards.',
    experience: [
      {
        role: 'Customer Success Lead',
        company: 'Ledgerly',
        startDate: '2021',
        endDate: 'Present',
        achievements: [
          'Owned renewals for 120 accounts',
          'Built SQL and Python dashboards for churn',
        ],
      },
    ],
    skills: { Tools: ['SQL', 'Python', 'Salesforce'] },
  };
  const put = await api('resumes/current', { method: 'PUT', data: { resume_json: resume } });
  expect(put.status(), await put.text()).toBe(200);

  const { job, popup } = await openWithPopup('board-lever.html');
  await expect(popup.getByRole('textbox', { name: 'Job title' })).toHaveValue(
    'Customer Success Manager',
    { timeout: 15_000 },
  );
  // The score shows without a click as soon as the popup has read the posting.
  await expect(popup.getByTestId('ats-score')).toHaveText(/^\d{1,3}$/, { timeout: 15_000 });
  await expect(popup.getByRole('heading', { name: 'Top missing keywords' })).toBeVisible();
  await popup.getByRole('button', { name: 'Match' }).click();
  await expect(popup.getByTestId('ats-score')).toHaveText(/^\d{1,3}$/, { timeout: 15_000 });
  await expect(popup.getByTestId('keyword-score')).toHaveText(/^\d{1,3}$/);

  const opened = context.waitForEvent('page');
  await popup.getByRole('button', { name: 'Tailor my resume' }).click();
  const editor = await opened;
  await editor.waitForURL(/\/resume\/edit\?token=[^&]+&source=extension$/);
  await expect(editor.getByRole('textbox', { name: 'Full name' })).toHaveValue('Rosa Alvarez', {
    timeout: 20_000,
  });
  const ai = editor.getByRole('region', { name: 'AI analysis' });
  await expect(ai.getByRole('textbox', { name: 'Job description' })).toHaveValue(
    /Mentor two junior colleagues/,
  );
  await expect(ai.getByText('ATS score')).toBeVisible();
  await editor.close();
  await popup.close();
  await job.close();
});

test('a revoked connection shows Reconnect, never a raw error', async () => {
  const list = (await (await api('extension/tokens')).json()).data as { id: string }[];
  for (const t of list)
    expect((await api(`tokens/${t.id}`, { method: 'DELETE' })).status()).toBe(200);
  const { job, popup } = await openWithPopup('board-seek.html');
  await expect(popup.getByRole('heading', { name: 'Reconnect' })).toBeVisible({ timeout: 15_000 });
  await expect(popup.getByText(/no longer connected/)).toBeVisible();
  await popup.close();
  await job.close();
});
