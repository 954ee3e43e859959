import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { storeTokens } from './support/session';
import { createSignedInUser } from './support/users';

// @axe-core/playwright is typed against its own copy of playwright-core; the page is the same object.
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

// "Scores a person can check": current and potential keyword score, the resume line of
// each matched keyword, where the posting asks for each missing one.
const resume = 'test/fixtures/resumes/maya-chen-backend.pdf';
const posting = `Backend Engineer
Requirements:
- Python and PostgreSQL in production
- Infrastructure as code and cloud computing
- Relational databases
Nice to have:
- Rust`;

test('the keyword score shows current and potential, matched lines and where each missing keyword comes from', async ({
  page,
}) => {
  const user = await createSignedInUser(page);
  await storeTokens(page, user);
  await page.goto('/ai/resume/feedback');
  await page.locator('#resume-file').setInputFiles(resume);
  await page.getByRole('textbox', { name: 'Job description' }).fill(posting);
  await page.getByRole('button', { name: 'Analyze Resume' }).click();
  const summary = page.getByTestId('analysis-summary');
  await expect(summary).toBeVisible({ timeout: 30_000 });

  // Terraform, PostgreSQL and AWS in the resume show three missing keywords: potential > current.
  const scores = summary.getByRole('region', { name: 'Keyword score, current and potential' });
  const current = Number(
    (await scores.getByTestId('keyword-current').textContent())!.replace('%', ''),
  );
  const potential = Number(
    (await scores.getByTestId('keyword-potential').textContent())!.replace('%', ''),
  );
  expect(potential).toBeGreaterThan(current);
  await expect(summary.getByText('Keyword Match', { exact: true }).locator('..')).toContainText(
    `${current}%`,
  );
  await expect(scores).toContainText('Infrastructure as code');

  const matched = summary.getByRole('list', { name: 'Matched keywords' });
  const postgres = matched.getByRole('listitem').filter({ hasText: /^PostgreSQL/ });
  await expect(postgres).toContainText('Matched line:');
  await expect(postgres).toContainText('Tuned PostgreSQL indexes and queries');

  const missing = summary.getByRole('list', { name: 'Missing keywords' });
  const iac = missing.getByRole('listitem').filter({ hasText: /^Infrastructure as code/ });
  await expect(iac).toContainText('In the posting (Requirements):');
  await expect(iac).toContainText('Terraform implies Infrastructure as code');
  await expect(iac).toContainText('Terraform modules for AWS infrastructure');
  const rust = missing.getByRole('listitem').filter({ hasText: /^Rust/ });
  await expect(rust).toContainText('In the posting (Nice to have):');
  await expect(rust).not.toContainText('Your resume already shows it');

  await page.screenshot({ path: 'test-results/resume-keyword-scores-1440.png', fullPage: true });
  await summary.screenshot({ path: 'test-results/resume-keyword-scores-summary.png' });
  const axe = await new AxeBuilder({ page: page as unknown as AxePage })
    .include('[data-testid="analysis-summary"]')
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual(
    [],
  );
});
