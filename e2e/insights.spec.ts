// Insights: every chart renders with its table alternative and CSV, axe is clean in
// both themes, and nothing scrolls sideways at 375 px.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { storeTokens } from './support/session';
import { createSignedInUser, type SignedInUser } from './support/users';
import { createApplication } from './support/factories';

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

const JD = 'Requirements: TypeScript, React and PostgreSQL. Nice to have: Kubernetes.';

/**
 * Through the API, today: 6 from LinkedIn with the same resume and job description (3 replies: an
 * interview, an offer, a rejection), 3 from a referral (a small group), 1 saved only.
 */
async function seed(page: Page, user: SignedInUser) {
  const auth = { authorization: `Bearer ${user.access_token}` };
  const resume = await page.request.post('/api/resumes', {
    headers: auth,
    data: {
      name: 'Master',
      resume_json: {
        header: { fullName: 'Ada Lovelace' },
        skills: { Languages: ['TypeScript', 'React'] },
      },
    },
  });
  expect(resume.status(), await resume.text()).toBe(201);
  const resumeId = ((await resume.json()) as { data: { id: string } }).data.id;
  const add = async (body: Record<string, unknown>) => {
    return createApplication(page.request, user, {
      job_title: 'Frontend Engineer',
      company: 'Acme',
      status: 'applied',
      applied_date: new Date().toISOString().slice(0, 10),
      ...body,
    });
  };
  const move = async (id: string, status: string) => {
    const res = await page.request.patch(`/api/applications/my-applications/${id}`, {
      headers: auth,
      data: { status },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  const linkedin = [];
  for (let i = 0; i < 6; i++)
    linkedin.push(await add({ source: 'LinkedIn', resume_id: resumeId, job_description: JD }));
  await move(linkedin[0]!, 'interview');
  await move(linkedin[1]!, 'interview');
  await move(linkedin[1]!, 'offer');
  await move(linkedin[2]!, 'rejected');
  for (let i = 0; i < 3; i++) await add({ source: 'Referral' });
  await add({ status: 'not_applied' });
}

const SECTIONS = [
  { id: 'funnel', row: /Saved/ },
  { id: 'weekly', row: /\d{4}-\d{2}-\d{2}/ },
  { id: 'by-source', row: /LinkedIn/ },
  { id: 'by-resume', row: /Master/ },
  { id: 'by-score', row: /Under 50|50–70|70–85|Over 85/ },
  { id: 'rejections', row: /After Applied/ },
];

test('@mobile every chart renders with its table alternative; axe clean in both themes; no sideways scroll at 375 px', async ({
  page,
}, info) => {
  // Four axe runs and screenshots: 1–2 min on a loaded 2-core machine.
  test.setTimeout(300_000);
  const user = await createSignedInUser(page);
  await seed(page, user);
  await storeTokens(page, user);

  await page.goto('/insights');
  await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Insights' }),
  ).toHaveAttribute('aria-current', 'page');

  for (const { id, row } of SECTIONS) {
    const section = page.getByTestId(`section-${id}`);
    await expect(
      section.getByTestId(`chart-${id}`).locator('svg.recharts-surface').first(),
    ).toBeVisible();
    await section.getByText('Show the data as a table').click();
    await expect(
      section.getByTestId(`table-${id}`).getByRole('row', { name: row }).first(),
    ).toBeVisible();
  }
  // Known figures: 10 saved, 9 sent, 3 replies; LinkedIn 6 sent (3 replies, 50%), Referral 3 (counts only).
  const funnel = page.getByTestId('table-funnel');
  await expect(funnel.getByRole('row', { name: /^Saved 10/ })).toBeVisible();
  await expect(funnel.getByRole('row', { name: /^Applied 9 90%/ })).toBeVisible();
  await expect(funnel.getByRole('row', { name: /^Responded 3 33%/ })).toBeVisible();
  const sources = page.getByTestId('table-by-source');
  await expect(sources.getByRole('row', { name: 'LinkedIn 6 3 2 50% 33%' })).toBeVisible();
  await expect(sources.getByRole('row', { name: /^Referral 3 0 0 none none$/ })).toBeVisible();
  await expect(page.getByTestId('section-by-source')).toContainText(
    'fewer than 5 sent applications show counts only',
  );

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('section-by-source').getByRole('button', { name: /CSV/ }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(
    /^insights-by-source-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const text = await (
    await csv.createReadStream()
  )
    .toArray()
    .then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(text).toBe(
    'Source,Sent,Replies,Interviews,Reply rate,Interview rate\r\nLinkedIn,6,3,2,50%,33%\r\nReferral,3,0,0,,\r\n',
  );

  const problems: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [375, 1440]) {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByTestId('chart-weekly').locator('svg.recharts-surface')).toBeVisible();
      await page.screenshot({
        path: `test-results/insights-${info.project.name}-${colorScheme}-${width}.png`,
        fullPage: true,
      });
      const results = await new AxeBuilder({ page: page as unknown as AxePage })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      for (const v of results.violations.filter(
        (x) => x.impact === 'serious' || x.impact === 'critical',
      )) {
        problems.push(
          `${colorScheme} ${width}px: ${v.id} (${v.impact}) ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 4)
            .join(', ')}`,
        );
      }
      if (width === 375) {
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `sideways scroll at 375 px (${colorScheme})`).toBeLessThanOrEqual(0);
      }
    }
  }
  expect(problems).toEqual([]);
});

test('a custom period refetches, and an empty one shows zeros and counts-only notes', async ({
  page,
}) => {
  const user = await createSignedInUser(page);
  await seed(page, user);
  await storeTokens(page, user);
  await page.goto('/insights');
  await expect(page.getByTestId('table-funnel')).toBeAttached();
  await page.getByLabel('Period').selectOption('custom');
  await page.getByLabel('From', { exact: true }).fill('2020-01-01');
  await page.getByLabel('To', { exact: true }).fill('2020-03-31');
  await expect(page.getByTestId('insights-period')).toContainText(
    '1 Jan 2020 – 31 Mar 2020: 0 applications',
  );
  await expect(page.getByTestId('section-by-source')).toContainText(
    'No group has 5 or more sent applications yet',
  );
  await expect(page.getByTestId('first-response')).toContainText('0 replies timed');
  await page.getByLabel('Period').selectOption('all');
  await expect(page.getByTestId('insights-period')).toContainText('All time to');
  await expect(page.getByTestId('insights-period')).toContainText('10 applications');
});
