import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { storeTokens } from './support/session';
import { createSignedInUser, type SignedInUser } from './support/users';

// @axe-core/playwright types a different copy of playwright-core's Page.
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

// The cover letters' fixture resume with its skills written less tidily: "JS" for JavaScript,
// Playwright only in an Experience bullet.
const fixture = JSON.parse(readFileSync('test/fixtures/tailoring/resume.json', 'utf8'));
const resume = {
  ...fixture,
  skills: {
    Languages: ['HTML', 'CSS', 'JS', 'TypeScript'],
    Frameworks: ['React', 'Next.js', 'Node.js'],
    Tools: ['Docker', 'Jest'],
  },
};
const jobDescription = `${readFileSync('test/fixtures/tailoring/job-description.txt', 'utf8')}
- Strong JavaScript, CI with GitHub Actions`;

async function setUp(
  page: Page,
  description: string | null = jobDescription,
): Promise<{ user: SignedInUser; appId: string }> {
  const user = await createSignedInUser(page);
  await storeTokens(page, user);
  const headers = { authorization: `Bearer ${user.access_token}` };
  const saved = await page.request.post('/api/resumes', {
    headers,
    data: { name: 'Master', resume_json: resume },
  });
  expect(saved.status()).toBe(201);
  const added = await page.request.post('/api/applications/add-new-application', {
    headers,
    data: {
      job_title: 'Senior Frontend Engineer',
      company: 'Acme',
      status: 'applied',
      applied_date: '2026-11-20',
      ...(description ? { job_description: description } : {}),
    },
  });
  expect(added.status()).toBe(201);
  return { user, appId: ((await added.json()) as { application: { id: string } }).application.id };
}

test.describe('tailored resume', () => {
  test('tailor a saved resume for an application: accept one change, reject another, create it and open it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { user, appId } = await setUp(page);
    await page.goto(`/applications/${appId}`);
    const card = page.getByTestId('tailor-resume');
    await card.getByRole('button', { name: 'Tailor resume for this job' }).click();

    const changes = card.getByRole('list', { name: 'Proposed changes' });
    const rename = changes.getByRole('listitem', { name: 'Write “JS” as “JavaScript”' });
    const surface = changes.getByRole('listitem', { name: 'Add “Playwright” to Tools' });
    await expect(rename).toBeVisible();
    await expect(rename).toContainText('Languages: HTML, CSS, JS, TypeScript');
    await expect(surface).toContainText(
      'Set up end-to-end tests with Playwright in GitHub Actions, catching regressions before release.',
    );
    await expect(card.getByTestId('tailoring-gaps')).toContainText('GraphQL');
    const before = (await card.getByTestId('score-before').textContent())!;
    expect(before).toMatch(/^\d+%$/);
    await expect(card.getByTestId('score-accepted')).toHaveText(before);

    // Keyboard: Accept is a toggle button reached by Tab.
    const accept = rename.getByRole('button', { name: 'Accept' });
    await accept.focus();
    await page.keyboard.press('Enter');
    await expect(accept).toHaveAttribute('aria-pressed', 'true');
    await surface.getByRole('button', { name: 'Reject' }).click();
    await expect(surface.getByRole('button', { name: 'Reject' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(card.getByTestId('score-accepted')).toHaveText(/^\d+%$/);
    await expect(card).toContainText('1 accepted, 1 rejected');

    const axe = await new AxeBuilder({ page: page as unknown as AxePage })
      .include('[data-testid="tailor-resume"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      axe.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);

    await card.getByRole('button', { name: 'Create tailored resume' }).click();
    await expect(card.getByRole('status')).toContainText('Saved “Master — Acme” with 1 change');
    await card.screenshot({ path: 'test-results/tailored-resume-card.png' });

    // The new saved resume has the accepted change and not the rejected one; the master is untouched.
    const open = card.getByRole('button', { name: 'Open it in the editor' });
    const id = (await open.getAttribute('data-resume-id'))!;
    const headers = { authorization: `Bearer ${user.access_token}` };
    const copy = (await (await page.request.get(`/api/resumes/${id}`, { headers })).json()) as {
      data: { name: string; resume_json: { skills: Record<string, string[]> } };
    };
    expect(copy.data.name).toBe('Master — Acme');
    expect(copy.data.resume_json.skills.Languages).toEqual([
      'HTML',
      'CSS',
      'JavaScript',
      'TypeScript',
    ]);
    expect(Object.values(copy.data.resume_json.skills).flat()).not.toContain('Playwright');
    expect(Object.values(copy.data.resume_json.skills).flat()).not.toContain('GraphQL');

    await open.click();
    await expect(page).toHaveURL(/\/resume\/edit$/);
    await expect(page.locator('#resume-switcher')).toHaveValue(id);
  });

  test('an application without a job description: paste one to tailor', async ({ page }) => {
    const { appId } = await setUp(page, null);
    await page.goto(`/applications/${appId}`);
    const card = page.getByTestId('tailor-resume');
    await card.getByRole('button', { name: 'Tailor resume for this job' }).click();
    await expect(card.getByRole('alert')).toHaveText(
      'This application has no job description: paste it below to tailor.',
    );
    await card.getByRole('textbox', { name: 'Job description' }).fill(jobDescription);
    await card.getByRole('button', { name: 'Tailor with this description' }).click();
    const rename = card.getByRole('listitem', { name: 'Write “JS” as “JavaScript”' });
    // Nothing accepted yet: no copy to create.
    await expect(card.getByRole('button', { name: 'Create tailored resume' })).toBeDisabled();
    await expect(card).toContainText('Accept at least one change to create a tailored copy.');
    await rename.getByRole('button', { name: 'Accept' }).click();
    await card.getByRole('button', { name: 'Create tailored resume' }).click();
    await expect(card.getByRole('status')).toContainText('Saved “Master — Acme” with 1 change');
  });

  test('the tailoring panel fits a 375 px screen @mobile', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const { appId } = await setUp(page);
    await page.goto(`/applications/${appId}`);
    const card = page.getByTestId('tailor-resume');
    await card.getByRole('button', { name: 'Tailor resume for this job' }).click();
    await expect(card.getByTestId('tailoring-change').first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await card.screenshot({ path: 'test-results/tailored-resume-mobile.png' });
  });
});
