// The inbox end to end: a throwaway Dovecot (test/dovecot.ts) holds recruiting emails; the user
// connects it in Profile → Inbox (a wrong app password is refused first), syncs, sees the
// proposals on the dashboard and the Inbox page, accepts one, bulk-accepts the confirmations and
// dismisses one. axe is clean and nothing scrolls sideways at 1440 px and at 375 px.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { dovecotBinary, startDovecot, type Dovecot } from '../test/dovecot';
import { confirmation, interview, newsletter, rejection, rfc822 } from '../test/inbox-emails';
import { storeTokens } from './support/session';
import { createSignedInUser } from './support/users';

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

async function axeProblems(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page: page as unknown as AxePage })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${label}: ${v.id} (${v.impact}) ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 4)
          .join(', ')}`,
    );
}

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

let dovecot: Dovecot | undefined;
test.afterEach(async () => {
  await dovecot?.stop();
  dovecot = undefined;
});

test('@mobile connect a mailbox, sync, accept, bulk-accept and dismiss proposals; axe clean, no sideways scroll', async ({
  page,
}, testInfo) => {
  test.skip(!dovecotBinary(), 'dovecot is missing: apt-get install -y dovecot-imapd');
  test.setTimeout(240_000);
  if (testInfo.project.name === 'mobile') await page.setViewportSize({ width: 375, height: 812 });
  dovecot = await startDovecot();
  dovecot.addUser('jo', 'app-password');
  dovecot.deliver('jo', [
    rfc822(rejection('Acme', 'Senior Engineer')),
    rfc822(confirmation('Globex', 'Data Analyst')),
    rfc822(confirmation('Umbrella', 'QA Engineer with a rather long title for small screens')),
    rfc822(interview('Initech', 'Backend Developer')),
    rfc822(newsletter()),
  ]);
  const user = await createSignedInUser(page);
  const added = await page.request.post('/api/applications/add-new-application', {
    headers: { authorization: `Bearer ${user.access_token}` },
    data: {
      job_title: 'Senior Engineer',
      company: 'Acme',
      status: 'applied',
      applied_date: '2026-11-02',
    },
  });
  expect(added.status()).toBe(201);
  const acmeId = ((await added.json()) as { application: { id: string } }).application.id;
  await storeTokens(page, user);

  // Profile → Inbox: a wrong app password is refused with the server's reason; the right one connects.
  await page.goto('/my-profile');
  const card = page.locator('#inbox');
  await card.getByRole('button', { name: 'Connect a mailbox' }).click();
  const form = page.getByRole('form', { name: 'Connect a mailbox' });
  await expect(form.getByText(/app password/i).first()).toBeVisible();
  await form.getByLabel('Provider').selectOption('other');
  await form.getByLabel('IMAP server').fill('127.0.0.1');
  await form.getByRole('textbox', { name: 'Port', exact: true }).fill(String(dovecot.port));
  await form.getByRole('checkbox', { name: /Use TLS/ }).uncheck();
  await form.getByLabel('Username').fill('jo');
  await form.getByLabel('App password').fill('not-it');
  await form.getByRole('button', { name: 'Test and connect' }).click();
  await expect(form.getByRole('alert')).toContainText('refused the username or password');
  await form.getByLabel('App password').fill('app-password');
  await form.getByRole('button', { name: 'Test and connect' }).click();
  await expect(card.getByText('Mailbox connected')).toBeVisible();
  await card.getByRole('button', { name: 'Sync jo now' }).click();
  // The scheduled sync may have taken the new mailbox first: then "Sync now" says so, and the
  // proposals are there all the same.
  await expect(card.getByRole('status')).toHaveText(
    /Read 5 new emails: 4 proposed changes\.|being synced right now/,
  );
  expect(await axeProblems(page, 'profile inbox')).toEqual([]);
  expect(await sideways(page)).toBeLessThanOrEqual(0);

  // The dashboard card counts them.
  await expect(async () => {
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: 'Review 4 proposed changes' })).toBeVisible({
      timeout: 3000,
    });
  }).toPass({ timeout: 60_000 });

  await page.goto('/inbox');
  const list = page.getByRole('list', { name: 'Proposed changes' });
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect(list).toContainText('Acme rejected Senior Engineer');
  await expect(list).toContainText('not to move forward');
  expect(await axeProblems(page, 'inbox')).toEqual([]);
  expect(await sideways(page)).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Accept: Acme rejected Senior Engineer' }).click();
  await expect(page.getByText('Accepted: the application is updated.')).toBeVisible();
  await page.getByRole('button', { name: 'Accept all 2 confirmations' }).click();
  await expect(page.getByText('Accepted 2 confirmations.')).toBeVisible();
  await page.getByRole('button', { name: /^Dismiss: Interview with / }).click();
  await expect(page.getByText('Nothing to review: you are up to date.')).toBeVisible();

  const app = await page.request.get(`/api/applications/my-applications/${acmeId}`, {
    headers: { authorization: `Bearer ${user.access_token}` },
  });
  expect(((await app.json()) as { data: { status: string } }).data.status).toBe('Rejected');
  const apps = await page.request.get('/api/applications/my-applications', {
    headers: { authorization: `Bearer ${user.access_token}` },
  });
  expect(JSON.stringify(await apps.json())).toContain('Globex');
});
