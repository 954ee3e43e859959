// Profile → Applying and the application's "What I sent" (ADR 240, 241): the apply profile
// prefilled from the resume, filled in and saved (read back through the API), a wrong value
// refused in words; saved answers edited and deleted; a submission recorded through the API shown
// with its answers, letter and the exact resume file downloaded; axe (serious, critical) and no
// sideways scroll at 1440 and 375 px, screenshots in test-results/.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { storeTokens } from './support/session';
import { createSignedInUser, type SignedInUser } from './support/users';

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

const resumeJson = JSON.parse(readFileSync('test/fixtures/tailoring/resume.json', 'utf8'));
const pdf = readFileSync('test/fixtures/resumes/sam-rivera-frontend.pdf');

async function serious(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page: page as unknown as AxePage })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const auth = (user: SignedInUser) => ({ authorization: `Bearer ${user.access_token}` });

async function seed(page: Page, user: SignedInUser) {
  const resume = await page.request.post('/api/resumes', {
    headers: auth(user),
    data: { name: 'Master', resume_json: resumeJson, template: 'modern' },
  });
  expect(resume.status(), await resume.text()).toBe(201);
}

for (const width of [1440, 375]) {
  test(`Profile → Applying at ${width} px: prefilled, saved, refused in words, answers edited and deleted`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
    const user = await createSignedInUser(page);
    await storeTokens(page, user);
    await seed(page, user);
    for (const question of ['Why do you want to work here?', 'Describe a difficult project']) {
      const res = await page.request.post('/api/apply-answers', {
        headers: auth(user),
        data: { question, answer: `My answer to: ${question}` },
      });
      expect(res.status()).toBe(201);
    }
    await page.goto('/my-profile');
    const section = page.getByRole('region', { name: 'Applying' });
    await expect(section.getByLabel('First name')).toHaveValue('Sam');
    await expect(section.getByLabel('Last name')).toHaveValue('Rivera');
    await expect(section.getByLabel('Current company')).toHaveValue('Globex Corp.');
    await expect(section.getByLabel('Gender')).toHaveValue('Decline to self-identify');

    await section.getByLabel('Phone country code').fill('+44');
    await section.getByLabel('Phone', { exact: true }).fill('7700 900123');
    await section.getByLabel('City', { exact: true }).fill('London');
    await section.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/sam');
    await section.getByRole('button', { name: 'Add a country' }).click();
    await section.getByLabel('Country 1').selectOption('GB');
    await section.getByLabel('Needs visa sponsorship').selectOption('no');
    await section.getByLabel('Salary expectation').fill('90000');
    await section.getByLabel('Currency', { exact: true }).fill('GBP');
    await section.getByLabel('Per', { exact: true }).selectOption('year');
    await section.getByLabel('Earliest start date').fill('2027-01-04');

    // A wrong value is refused in words, on the field, before anything is sent.
    await section.getByLabel('GitHub').fill('not a link');
    await section.getByRole('button', { name: 'Save apply profile' }).click();
    await expect(section.getByText('github_url must be an http(s) link')).toBeVisible();
    await section.getByLabel('GitHub').fill('');
    await section.getByRole('button', { name: 'Save apply profile' }).click();
    await expect(section.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

    const saved = await page.request.get('/api/apply-profile', { headers: auth(user) });
    expect((await saved.json()).profile).toMatchObject({
      first_name: 'Sam',
      phone_country_code: '+44',
      phone: '7700 900123',
      address: { city: 'London' },
      linkedin_url: 'https://www.linkedin.com/in/sam',
      github_url: null,
      work_authorization: [{ country: 'GB', authorized: true }],
      needs_sponsorship: false,
      salary_expectation: { amount: 90000, currency: 'GBP', period: 'year' },
      earliest_start_date: '2027-01-04',
      self_identification: { gender: 'Decline to self-identify' },
    });

    // Saved answers: edit one, delete the other.
    const answers = section.getByRole('list', { name: 'Saved answers' });
    await expect(answers.getByRole('listitem')).toHaveCount(2);
    await answers
      .getByRole('button', { name: 'Edit the answer to: Why do you want to work here?' })
      .click();
    await answers.getByLabel('Answer', { exact: true }).fill('The mission and the team.');
    await answers.getByRole('button', { name: 'Save answer' }).click();
    await expect(answers.getByText('The mission and the team.')).toBeVisible();
    await answers
      .getByRole('button', { name: 'Delete the answer to: Describe a difficult project' })
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this saved answer?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(answers.getByRole('listitem')).toHaveCount(1);

    // A new answer drafted from the resume, checked, then saved.
    const add = section.locator('form', {
      has: page.getByRole('heading', { name: 'Add an answer' }),
    });
    await add.getByLabel('Question').fill('Tell us about your experience with accessibility');
    await add.getByRole('button', { name: 'Draft from my resume' }).click();
    await expect(add.getByLabel('Your answer')).toHaveValue(/weekly accessibility reviews/);
    await expect(add.getByRole('status')).toContainText('Drafted from your resume');
    await add.getByRole('button', { name: 'Save answer' }).click();
    await expect(add.getByRole('status')).toHaveText('Answer saved.');
    await expect(answers.getByRole('listitem')).toHaveCount(2);

    await noSidewaysScroll(page);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await serious(page, 'section[aria-labelledby="applying-title"]'), colorScheme).toEqual(
        [],
      );
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await section.screenshot({ path: `test-results/apply-profile-${width}.png` });
  });

  test(`What I sent at ${width} px: the recorded answers, letter and the exact resume file`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
    const user = await createSignedInUser(page);
    await storeTokens(page, user);
    const recorded = await page.request.post('/api/apply/submissions', {
      headers: auth(user),
      data: {
        job_url: 'https://boards.greenhouse.io/acme/jobs/4012345',
        page_url: 'https://boards.greenhouse.io/acme/jobs/4012345#application',
        company: 'Acme',
        job_title: 'Senior Frontend Engineer',
        answers: [
          { question: 'First name', answer: 'Sam', field: 'first_name' },
          {
            question: 'Are you legally authorized to work in the United States?',
            answer: 'Yes',
            field: 'select',
          },
          {
            question: 'Why do you want to work at Acme?',
            answer:
              'Your design system is used by every team, and building design systems is what I do.',
            field: 'textarea',
          },
        ],
        resume: {
          filename: 'Sam Rivera - Resume.pdf',
          sha256: createHash('sha256').update(pdf).digest('hex'),
          content_base64: pdf.toString('base64'),
        },
        cover_letter:
          'Dear Hiring Manager,\n\nI am applying for the Senior Frontend Engineer role at Acme.',
      },
    });
    expect(recorded.status(), await recorded.text()).toBe(201);
    const { application_id: appId } = (await recorded.json()) as { application_id: string };
    await page.goto(`/applications/${appId}`);
    const card = page.getByTestId('what-i-sent');
    await expect(card.getByRole('heading', { name: 'What I sent' })).toBeVisible();
    await expect(card).toContainText('Why do you want to work at Acme?');
    await expect(card).toContainText('building design systems is what I do');
    await expect(card).toContainText(
      'I am applying for the Senior Frontend Engineer role at Acme.',
    );
    await expect(card).toContainText(createHash('sha256').update(pdf).digest('hex'));
    await expect(page.getByText('Applied', { exact: true }).first()).toBeVisible();

    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download the resume sent' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Sam Rivera - Resume.pdf');
    expect(readFileSync(await download.path()).equals(pdf)).toBe(true);

    await noSidewaysScroll(page);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      expect(await serious(page, '[data-testid="what-i-sent"]'), colorScheme).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await card.screenshot({ path: `test-results/what-i-sent-${width}.png` });
  });
}
