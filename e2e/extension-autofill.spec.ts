// Filling application forms with Pursuit Clipper in a real Chromium (ADR 245): the extension built
// for this run, each ATS's form (test/fixtures/apply-forms) served over HTTPS on loopback under its
// real host name, the account's apply profile, saved answer and resume from the API. Checks every
// field's value as the page's own script sees it (window.__formState), the attached resume, that
// nothing is submitted before the person clicks, then the submission snapshot through the API.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  expect,
  test,
  type BrowserContext,
  type Frame,
  type Page,
  type Worker,
} from '@playwright/test';
import { readApplyForms, startApplyForms, type ApplyFormsServer } from './peers/apply-forms';
import { createSignedInUser, type SignedInUser } from './support/users';

const appUrl = `http://127.0.0.1:${process.env.E2E_PORT}`;
const forms = readApplyForms();
const fixture = JSON.parse(readFileSync('test/fixtures/apply-forms/profile.json', 'utf8'));
const LETTER_VALUES = new Set([fixture.cover_letter, 'Cover letter.txt']);

let context: BrowserContext;
let worker: Worker;
let extensionId: string;
let user: SignedInUser;
let formsServer: ApplyFormsServer;
let packet: { resume: { filename: string; sha256: string } | null };

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => isMobile, 'the extension runs in desktop Chromium');

const api = (pathName: string, init: { method?: string; data?: unknown } = {}) =>
  context.request.fetch(`${appUrl}/api/${pathName}`, {
    method: init.method ?? 'GET',
    data: init.data,
    headers: { authorization: `Bearer ${user.access_token}` },
  });

test.beforeAll(async ({ playwright }, testInfo) => {
  testInfo.setTimeout(180_000);
  formsServer = await startApplyForms(0);
  const out = mkdtempSync(path.join(process.env.E2E_RUN_DIR ?? tmpdir(), 'extension-apply-'));
  execFileSync(
    process.execPath,
    [
      'extension/build.mjs',
      '--server',
      appUrl,
      '--test-host',
      new URL(forms['generic.html']!.url).origin,
      '--out',
      out,
    ],
    { stdio: 'inherit' },
  );
  const dir = path.join(out, 'chromium');
  context = await playwright.chromium.launchPersistentContext(
    mkdtempSync(path.join(tmpdir(), 'pursuit-ext-apply-')),
    {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      headless: false,
      ignoreDefaultArgs: ['--disable-extensions'],
      ignoreHTTPSErrors: true,
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--ignore-certificate-errors',
        `--host-resolver-rules=${formsServer.hostRules}`,
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

  // Connected as the Profile screen's pairing code does it, without the screen.
  const pairing = await api('extension/pairing-code', { method: 'POST' });
  expect(pairing.status(), await pairing.text()).toBe(201);
  const connect = await context.request.post(`${appUrl}/api/extension/connect`, {
    data: { code: (await pairing.json()).code },
  });
  expect(connect.status(), await connect.text()).toBeLessThan(300);
  const { token } = await connect.json();
  await worker.evaluate((t) => chrome.storage.local.set({ token: t }), token);

  const profile = await api('apply-profile', { method: 'PUT', data: fixture.profile });
  expect(profile.status(), await profile.text()).toBe(200);
  for (const [question, answer] of Object.entries(fixture.answers as Record<string, string>)) {
    const saved = await api('apply-answers', { method: 'POST', data: { question, answer } });
    expect(saved.status(), await saved.text()).toBeLessThan(300);
  }
  const resume = await api('resumes/current', {
    method: 'PUT',
    data: {
      resume_json: {
        header: {
          fullName: 'Ada Lovelace',
          title: 'Senior Software Engineer',
          email: fixture.profile.email,
        },
        summary: 'Engineer building data tools and query engines for analytics teams.',
        experience: [
          {
            role: 'Senior Software Engineer',
            company: 'Difference Engines Ltd',
            startDate: '2019',
            endDate: 'Present',
            achievements: ['Built the query planner used by 40 teams'],
          },
        ],
        skills: { Tools: ['TypeScript', 'SQL', 'Python'] },
      },
    },
  });
  expect(resume.status(), await resume.text()).toBe(200);
  const got = await api('apply/packet', {
    method: 'POST',
    data: { job_url: forms['greenhouse-classic.html']!.url },
  });
  expect(got.status(), await got.text()).toBe(200);
  packet = await got.json();
  expect(packet.resume?.filename).toMatch(/\.pdf$/);
});

test.afterAll(async () => {
  await context?.close();
  await formsServer?.close();
});

/** The frame holding the form (iCIMS: its iframe) once the page's own script runs. */
async function formFrame(page: Page, file: string): Promise<Frame> {
  const form = forms[file]!;
  await page.goto(form.outer?.url ?? form.url);
  const frame = form.outer
    ? (await (await page.waitForSelector('iframe')).contentFrame())!
    : page.mainFrame();
  await frame.waitForFunction(() => '__formState' in window);
  return frame;
}

const state = (frame: Frame) =>
  frame.evaluate(() => (window as unknown as { __formState: Record<string, unknown> }).__formState);
const submitted = (frame: Frame) =>
  frame.evaluate(() => (window as unknown as { __submitted: number }).__submitted);

/** What the page's state must hold: the resume is the server's file; no letter for these jobs. */
function want(file: string): Record<string, unknown> {
  const fileName = packet.resume!.filename;
  return Object.fromEntries(
    Object.entries(forms[file]!.truth).map(([k, v]) => [
      k,
      v === fixture.resume.filename ? fileName : v === null || LETTER_VALUES.has(v) ? null : v,
    ]),
  );
}

function compare(file: string, got: Record<string, unknown>) {
  const empty = (v: unknown) =>
    v === undefined || v === null || v === '' || v === false || (Array.isArray(v) && !v.length);
  for (const [key, value] of Object.entries(want(file))) {
    if (value === null) expect(empty(got[key]), `${file}: ${key} must stay empty`).toBe(true);
    else expect(got[key], `${file}: ${key}`).toBe(value);
  }
}

test('the button near each ATS form fills it as the page sees it; nothing is sent', async () => {
  test.setTimeout(240_000);
  for (const file of Object.keys(forms).filter((f) => f !== 'generic.html')) {
    const page = await context.newPage();
    const frame = await formFrame(page, file);
    await frame.getByRole('button', { name: 'Fill this application' }).click();
    const headline = frame.getByTestId('pursuit-apply-headline');
    await expect(headline, file).toHaveText(/^Filled \d+ of \d+/, { timeout: 15_000 });
    if (forms[file]!.steps) {
      // Workday: each step is filled as the person reaches it.
      for (let step = 1; step < forms[file]!.steps!; step++) {
        await frame.getByRole('button', { name: 'Save and Continue' }).click();
        const before = Object.keys(await state(frame)).length;
        await expect
          .poll(async () => Object.keys(await state(frame)).length)
          .toBeGreaterThan(before);
        await settled(frame);
      }
    }
    const got = await state(frame);
    compare(file, got);
    const resumeKey = Object.entries(forms[file]!.truth).find(
      ([, v]) => v === fixture.resume.filename,
    )?.[0];
    if (resumeKey)
      expect(Number(got[`${resumeKey}:size`]), `${file}: resume bytes`).toBeGreaterThan(1000);
    expect(await submitted(frame), `${file}: nothing submitted`).toBe(0);
    await page.close();
  }
});

test('the popup fills any other form; it says what it did', async () => {
  const page = await context.newPage();
  const frame = await formFrame(page, 'generic.html');
  const url = page.url();
  const tabId = await worker.evaluate(
    async (u) => (await chrome.tabs.query({})).find((t) => t.url === u)!.id!,
    url,
  );
  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${extensionId}/popup.html?tab=${tabId}`);
  await popup.getByRole('button', { name: 'Fill this application' }).click();
  await expect(popup.getByTestId('fill-summary')).toHaveText(
    'Filled 8 of 11 — 3 need you. Review the form, then submit it yourself.',
    { timeout: 15_000 },
  );
  compare('generic.html', await state(frame));
  await expect(page.getByTestId('pursuit-apply-headline')).toHaveText(
    'Filled 8 of 11 — 3 need you',
  );
  expect(await submitted(frame)).toBe(0);
  await popup.close();
  await page.close();
});

/** Waits until the page's own form state stops changing: the filler has finished the step. */
async function settled(frame: Frame) {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await state(frame));
        const same = now === last;
        last = now;
        return same;
      },
      { intervals: [250], timeout: 10_000 },
    )
    .toBe(true);
}

/** SHA-256 (hex) of the file in the page's file input `selector` (`host >>> input`: in host's shadow root). */
const attachedHash = (frame: Frame, selector: string) =>
  frame.evaluate(async (sel) => {
    const [outer, inner] = sel.split(' >>> ');
    const found = document.querySelector(outer!)!;
    const input = (inner ? found.shadowRoot!.querySelector(inner) : found) as HTMLInputElement;
    const file = input.files![0]!;
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await file.arrayBuffer()));
    return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
  }, selector);

test('submitting records what was sent: every answer, the exact resume file', async () => {
  test.setTimeout(120_000);
  for (const file of ['greenhouse-classic.html', 'workday.html', 'smartrecruiters-shadow.html']) {
    const form = forms[file]!;
    const page = await context.newPage();
    const frame = await formFrame(page, file);
    await frame.getByRole('button', { name: 'Fill this application' }).click();
    await expect(frame.getByTestId('pursuit-apply-headline')).toBeVisible({ timeout: 15_000 });
    let sha = '';
    if (form.steps) {
      for (let step = 1; step < form.steps; step++) {
        await frame.getByRole('button', { name: 'Save and Continue' }).click();
        if (step === 1) {
          const input = '[data-automation-id="file-upload-input-ref"]';
          await expect
            .poll(() =>
              frame.evaluate(
                (sel) => (document.querySelector(sel) as HTMLInputElement).files?.length ?? 0,
                input,
              ),
            )
            .toBe(1);
          sha = await attachedHash(frame, input);
        }
        await settled(frame);
      }
      expect(await submitted(frame)).toBe(0);
      await frame.getByRole('button', { name: 'Submit' }).click();
    } else if (file === 'smartrecruiters-shadow.html') {
      // Web components: the file input and the Submit button are inside shadow roots.
      sha = await attachedHash(frame, '#resume-input >>> input[type="file"]');
      expect(await submitted(frame)).toBe(0);
      await frame.getByRole('button', { name: 'Submit', exact: true }).click();
    } else {
      sha = await attachedHash(frame, '#resume');
      expect(await submitted(frame)).toBe(0);
      await frame.getByRole('button', { name: 'Submit Application' }).click();
    }
    await expect(frame.getByText('Thank you for applying!')).toBeVisible();
    expect(await submitted(frame)).toBe(1);
    await expect(frame.getByTestId('pursuit-apply-recorded')).toHaveText(/Saved in Pursuit/, {
      timeout: 15_000,
    });
    const jobUrl = new URL(form.url);
    const jobLink = `${jobUrl.origin}${jobUrl.pathname.replace(/\/apply(\/.*)?$/, '')}`;
    const found = (
      await (await api(`applications/duplicates?job_link=${encodeURIComponent(jobLink)}`)).json()
    ).data as { id: string; status: string }[];
    expect(found, file).toHaveLength(1);
    expect(found[0]!.status).toBe('Applied');
    const res = await api(`applications/${found[0]!.id}/submission`);
    expect(res.status(), await res.text()).toBe(200);
    const { submission } = await res.json();
    expect(submission.page_url).toBe(`${jobUrl.origin}${jobUrl.pathname}`);
    expect(submission.resume).toMatchObject({ sha256: sha });
    const copy = await api(`applications/${found[0]!.id}/submission/resume`);
    expect(copy.status()).toBe(200);
    expect((await copy.body()).subarray(0, 4).toString()).toBe('%PDF');
    const byQuestion = Object.fromEntries(
      (submission.answers as { question: string; answer: string }[]).map((a) => [
        a.question,
        a.answer,
      ]),
    );
    if (file === 'smartrecruiters-shadow.html') {
      expect(byQuestion['First name']).toBe('Ada');
      expect(byQuestion['When could you start?']).toBe('2027-01-04');
      expect(byQuestion['Ethnicity (check all that apply)']).toBe('Prefer not to say');
      expect(byQuestion['Privacy policy']).toBeUndefined();
    } else if (file === 'workday.html') {
      expect(byQuestion['Given Name(s)']).toBe('Ada');
      expect(byQuestion['Are you legally authorized to work in the United Kingdom?']).toBe('Yes');
      expect(byQuestion['Gender']).toBe('I do not wish to answer');
    } else {
      expect(byQuestion['First Name']).toBe('Ada');
      expect(byQuestion['Why do you want to work at Acme?']).toBe(
        fixture.answers['Why do you want to work at Acme?'],
      );
      expect(byQuestion['Gender']).toBe('Decline To Self Identify');
    }
    await page.close();
  }
});
