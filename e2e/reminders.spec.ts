// Calendar and reminders end to end: "Add to calendar" downloads the interview's .ics, the worker
// started with the app mails a due reminder to the SMTP catcher (one-click unsubscribe header and
// confirmation page), and the profile shows the private feed URL with copy, revoke and settings.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { messagesFor, subjectOf } from './peers/smtp';
import { storeTokens } from './support/session';
import { createSignedInUser } from './support/users';
import { createApplication } from './support/factories';

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

async function shot(page: Page, name: string) {
  await page.screenshot({
    path: `${process.env.E2E_SCREENSHOT_DIR ?? 'test-results'}/reminders-${name}.png`,
    fullPage: true,
  });
}

async function seriousAxe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page: page as unknown as AxePage })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Decodes quoted-printable soft breaks and =XX escapes (enough to read links in our text part). */
const unQp = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));

test('add to calendar, a reminder email with one-click unsubscribe, and the feed on the profile', async ({
  page,
}) => {
  const user = await createSignedInUser(page, { timezone: 'Africa/Lagos' });
  await storeTokens(page, user);
  const auth = { authorization: `Bearer ${user.access_token}` };
  const title = `Reminder Engineer ${Date.now()}`;
  const id = await createApplication(page.request, user, {
    job_title: title,
    company: 'Initech',
    status: 'Applied',
    applied_date: '2026-11-20',
    job_link: 'https://jobs.example/initech',
  });
  // 50 minutes away: the 1-hour reminder is already due and goes out at once.
  const at = new Date(Date.now() + 50 * 60_000);
  const scheduled = await page.request.post(`/api/applications/${id}/set-interview`, {
    headers: auth,
    data: { interview_date: at.toISOString(), timezone: 'Asia/Tokyo' },
  });
  expect(scheduled.status(), await scheduled.text()).toBe(200);

  // "Add to calendar" on the details page downloads the .ics.
  await page.goto(`/applications/${id}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^interview-initech-reminder-engineer-\d+\.ics$/);
  const ics = readFileSync((await download.path()) ?? '', 'utf8');
  expect(ics).toContain(`SUMMARY:Interview: ${title} at Initech`);
  expect(ics).toMatch(/DTSTART;TZID=Asia\/Tokyo:\d{8}T\d{6}/);
  expect(ics).toContain('BEGIN:VTIMEZONE');
  expect(ics).toContain('TRIGGER:-PT1H');
  await shot(page, 'details');

  // The worker (started with the app) mails the reminder to the SMTP catcher.
  let raw = '';
  await expect
    .poll(
      () =>
        (raw =
          messagesFor(user.email).find((m) => subjectOf(m).startsWith('Interview soon')) ?? ''),
      { timeout: 20_000, message: 'the reminder email' },
    )
    .not.toBe('');
  expect(subjectOf(raw)).toBe(`Interview soon: ${title} at Initech`);
  expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  const text = unQp(raw);
  expect(text).toContain('(Asia/Tokyo)');
  expect(text).toContain('(Africa/Lagos)');
  expect(text).toContain(`/applications/${id}`);

  // The link in the body asks first, then unsubscribes without a login.
  const pageLink = /(http:\/\/[^\s/]+\/unsubscribe\?token=[\w.-]+)/.exec(text)?.[1] ?? '';
  expect(pageLink).not.toBe('');
  const anonymous = await page.context().browser()!.newPage();
  await anonymous.goto(pageLink);
  await anonymous.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(anonymous.getByRole('status')).toContainText(
    'you will no longer get interview reminders',
  );
  await shot(anonymous, 'unsubscribed');
  await anonymous.close();

  // Profile: the settings show the unsubscribe, the feed link is created, served, copied and revoked.
  await page.goto('/my-profile');
  await expect(page.getByRole('heading', { name: 'Reminder emails' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Interview reminders/ })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Follow-up reminders/ })).toBeChecked();
  await page.getByRole('checkbox', { name: /Interview reminders/ }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(page.getByText('No feed link yet.')).toBeVisible();
  await shot(page, 'profile-empty');
  await page.getByRole('button', { name: 'Create feed link' }).click();
  const field = page.getByLabel('Your feed link');
  await expect(field).toHaveValue(/\/api\/calendar\/feed\/[\w-]{43}\.ics$/);
  const url = await field.inputValue();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  for (const app of ['Google Calendar', 'Apple Calendar', 'Outlook'])
    await expect(page.getByText(`${app}:`)).toBeVisible();
  await shot(page, 'profile-feed');
  expect(await seriousAxe(page)).toEqual([]);

  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  expect(await feed.text()).toContain(`SUMMARY:Interview: ${title} at Initech`);

  await page.getByRole('button', { name: 'Revoke link' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(page.getByText('No feed link yet.')).toBeVisible();
  expect((await page.request.get(url)).status()).toBe(404);
});
