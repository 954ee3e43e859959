// Every screen at 375 px with long titles, companies and URLs: no sideways scroll (the page and
// every element fit the viewport unless a scrolling or clipping box inside the page holds them),
// a document title, no serious or critical axe violation, and no 4xx/5xx in the console on a
// normal create → view → edit → delete flow. Also: the follow-up date in the add and edit forms
// (and its reminder email), and "Analyze Resume" bringing its result into view and focus.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { messagesFor, subjectOf } from './peers/smtp';
import { storeTokens } from './support/session';
import { createApplication, linkContact } from './support/factories';
import { createSignedInUser, signInOnce, type SignedInUser } from './support/users';

// @axe-core/playwright is typed against its own copy of playwright-core; the page is the same object.
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

const WIDTH = 375;
const LONG_TITLE = 'Senior Staff Software Engineer, Developer Productivity and Infrastructure';
const LONG_COMPANY = 'International Business Machines Corporation';
const LONG_URL =
  'https://careers.international-business-machines.example.com/global/en/job/R0123456789/senior-staff-software-engineer-developer-productivity-and-infrastructure?utm_source=linkedin&utm_medium=jobboard';
const LONG_WORD =
  'Supercalifragilisticexpialidocious-Kubernetes-PostgreSQL-TypeScript-GraphQL-Observability';
const resumeFixture = 'test/fixtures/resumes/maya-chen-backend.pdf';

const shotDir = () => process.env.E2E_SCREENSHOT_DIR ?? 'test-results';
const slug = (s: string) =>
  s
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase() || 'root';

/** Watches a page for failed API calls and console errors (each as one line). */
function watchConsole(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400)
      seen.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') seen.push(`console: ${m.text().slice(0, 200)}`);
  });
  page.on('pageerror', (e) => seen.push(`pageerror: ${e.message.slice(0, 200)}`));
  return seen;
}

/**
 * What sticks out sideways: the document's scroll width, and each visible element whose box
 * leaves the viewport (or is wider than it) without a scrolling or clipping box between it and
 * the page (html and body do not count: hiding overflow there would only hide the problem).
 */
async function sideways(page: Page) {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const held = (el: Element) => {
      for (
        let p = el.parentElement;
        p && p !== document.body && p !== document.documentElement;
        p = p.parentElement
      ) {
        const s = getComputedStyle(p);
        if (s.overflowX !== 'visible' || s.contain.includes('paint')) {
          const r = p.getBoundingClientRect();
          if (r.left >= -1 && r.right <= vw + 1) return true;
        }
      }
      return false;
    };
    const out: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue;
      const s = getComputedStyle(el);
      if (s.visibility === 'hidden' || s.display === 'none') continue;
      if ((r.right > vw + 1 || r.left < -1 || r.width > vw + 1) && !held(el)) {
        const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 3).join('.')}` : ''}`;
        out.push(
          `${name} [${Math.round(r.left)}..${Math.round(r.right)}] "${(el.textContent ?? '').trim().slice(0, 40)}"`,
        );
      }
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      viewport: vw,
      wide: out.slice(0, 8),
    };
  });
}

async function seriousAxe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page: page as unknown as AxePage })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 4)
          .join(', ')}`,
    );
}

/** Waits for the screen to settle, then checks width, title and axe; returns problems, saves a screenshot. */
async function checkScreen(page: Page, name: string, { fullPage = true } = {}): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.screenshot({
    path: `${shotDir()}/small-${slug(name)}-${page.viewportSize()?.width}.png`,
    fullPage,
  });
  const problems: string[] = [];
  const { scrollWidth, viewport, wide } = await sideways(page);
  if (scrollWidth > viewport)
    problems.push(`${name}: page is ${scrollWidth} px wide at ${viewport} px`);
  for (const w of wide) problems.push(`${name}: sticks out: ${w}`);
  const title = await page.title();
  if (!title.trim()) problems.push(`${name}: no document title`);
  for (const v of await seriousAxe(page)) problems.push(`${name}: axe ${v}`);
  return problems;
}

const auth = (user: SignedInUser) => ({ authorization: `Bearer ${user.access_token}` });

const addApplication = (page: Page, user: SignedInUser, data: Record<string, unknown>) =>
  createApplication(page.request, user, data);

/** Applications with long titles, companies and links in every status; returns the Interview one's id. */
async function seedLongApplications(
  page: Page,
  user: SignedInUser,
): Promise<{ interviewId: string; notAppliedId: string }> {
  const base = {
    job_title: LONG_TITLE,
    company: LONG_COMPANY,
    job_link: LONG_URL,
    notes: `Referred by ${LONG_WORD}. ${LONG_URL}`,
    job_description: `About the role: ${LONG_WORD} ${LONG_URL}`,
  };
  const notAppliedId = await addApplication(page, user, {
    ...base,
    status: 'Not Applied',
    applied_date: null,
    follow_up_date: '2027-01-15',
  });
  await addApplication(page, user, { ...base, status: 'Applied', applied_date: '2026-11-02' });
  await addApplication(page, user, {
    ...base,
    job_title: `${LONG_WORD} Lead`,
    status: 'Offer',
    applied_date: '2026-10-02',
  });
  await addApplication(page, user, { ...base, status: 'Rejected', applied_date: '2026-09-12' });
  const interviewId = await addApplication(page, user, {
    ...base,
    status: 'Interview',
    applied_date: '2026-11-01',
  });
  const at = new Date(Date.now() + 3 * 86_400_000);
  const set = await page.request.post(`/api/applications/${interviewId}/set-interview`, {
    headers: auth(user),
    data: { interview_date: at.toISOString(), timezone: 'America/Argentina/ComodRivadavia' },
  });
  expect(set.status(), await set.text()).toBe(200);
  await linkContact(page.request, user, interviewId, {
    name: 'Alexandria Konstantinopoulou-Vanderbilt',
    role: `Principal Technical Recruiter, ${LONG_COMPANY}`,
    email: 'alexandria.konstantinopoulou-vanderbilt@international-business-machines.example.com',
    phone: '+1 (555) 010-0199',
    linkedin_url:
      'https://www.linkedin.com/in/alexandria-konstantinopoulou-vanderbilt-0123456789abcdef',
    notes: LONG_URL,
  });
  return { interviewId, notAppliedId };
}

/** A saved resume whose lines are long (a long URL, title and company), for the editor. */
async function seedLongResume(page: Page, user: SignedInUser) {
  const resume_json = {
    header: {
      fullName: 'Maximiliana Bartholomew-Featherstonehaugh',
      title: LONG_TITLE,
      email: 'maximiliana.bartholomew-featherstonehaugh@example.com',
      phone: '+1 555 0100',
      location: 'Llanfairpwllgwyngyll, Anglesey, United Kingdom',
      linkedin: 'https://www.linkedin.com/in/maximiliana-bartholomew-featherstonehaugh-0123456789',
      github: 'https://github.com/maximiliana-bartholomew-featherstonehaugh',
      portfolio: LONG_URL,
    },
    summary: `Engineer. ${LONG_WORD}. ${LONG_URL}`,
    experience: [
      {
        role: LONG_TITLE,
        company: LONG_COMPANY,
        location: 'Armonk, New York',
        startDate: 'Jan 2020',
        endDate: 'Present',
        achievements: [`Built ${LONG_WORD} at ${LONG_URL}`],
      },
    ],
    skills: { Languages: ['TypeScript', LONG_WORD] },
  };
  const saved = await page.request.put('/api/resumes/current', {
    headers: auth(user),
    data: { resume_json },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test.describe('375 px', () => {
  test.use({ viewport: { width: WIDTH, height: 812 } });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`public and sign-in screens fit, have a title and pass axe (${colorScheme})`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.emulateMedia({ colorScheme });
      const seen = watchConsole(page);
      const problems: string[] = [];
      for (const path of [
        '/',
        '/features',
        '/about',
        '/privacy',
        '/terms',
        '/login',
        '/signup',
        '/forgot-password',
        '/verify-code',
        '/reset-password',
        '/verify-email',
        '/unsubscribe?token=abc',
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        problems.push(...(await checkScreen(page, `${colorScheme} ${path}`)));
      }
      expect(seen).toEqual([]);
      // An unknown address: the 404 page (its one 404 response is the point).
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      problems.push(...(await checkScreen(page, `${colorScheme} 404`)));
      expect(problems).toEqual([]);
    });

    test(`signed-in screens with long titles, companies and links fit, have a title and pass axe (${colorScheme})`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await page.emulateMedia({ colorScheme });
      const user = await createSignedInUser(page);
      const { interviewId, notAppliedId } = await seedLongApplications(page, user);
      await seedLongResume(page, user);
      await storeTokens(page, user);
      const seen = watchConsole(page);
      const problems: string[] = [];
      const visit = async (path: string, name = path, ready?: () => Promise<void>) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        if (ready) await ready();
        problems.push(...(await checkScreen(page, `${colorScheme} ${name}`)));
      };

      await visit('/dashboard', '/dashboard', async () => {
        await expect(page.getByTestId('recent-activity-list')).toContainText(LONG_COMPANY);
      });
      await visit('/applications', '/applications list', async () => {
        await expect(page.getByTestId('application-card')).toHaveCount(5);
      });
      // A Not Applied card shows no applied date.
      const notApplied = page.getByTestId('application-card').filter({ hasText: 'Not Applied' });
      await expect(notApplied).toHaveCount(1);
      await expect.soft(notApplied).not.toContainText('Applied:');
      // The full title is there on hover (and in the text screen readers read).
      await expect
        .soft(
          page.getByTestId('application-card').first().getByRole('button', { name: LONG_TITLE }),
        )
        .toHaveAttribute('title', LONG_TITLE);

      await page.getByRole('button', { name: 'Board', exact: true, pressed: false }).click();
      await expect(page.getByTestId('board-card').first()).toBeVisible();
      problems.push(...(await checkScreen(page, `${colorScheme} /applications board`)));
      // The Table choice below 768 px shows the card list (the grid is for wider screens).
      await page.getByRole('button', { name: 'Table', exact: true, pressed: false }).click();
      await expect(
        page.getByRole('button', { name: 'Table', exact: true, pressed: true }),
      ).toBeVisible();
      await expect(page.getByTestId('application-card')).toHaveCount(5);
      await expect(page.getByRole('grid')).toHaveCount(0);
      problems.push(...(await checkScreen(page, `${colorScheme} /applications table`)));
      await page.getByRole('button', { name: 'List', exact: true, pressed: false }).click();

      // The contacts book, with the seeded contact closed and then open (edit, link, log).
      const contactName = 'Alexandria Konstantinopoulou-Vanderbilt';
      await visit('/contacts', '/contacts', async () => {
        await expect(page.getByTestId('book-contact')).toContainText(contactName);
      });
      await page.getByTestId('book-contact').getByRole('button', { name: contactName }).click();
      await expect(page.getByRole('form', { name: 'Log an interaction' })).toBeVisible();
      problems.push(...(await checkScreen(page, `${colorScheme} /contacts (contact open)`)));

      await visit(`/applications/${interviewId}`, 'details (interview)', async () => {
        await expect(page.getByText('Alexandria Konstantinopoulou-Vanderbilt')).toBeVisible();
      });
      await visit(`/applications/${notAppliedId}`, 'details (not applied)');
      await visit(`/applications/${interviewId}/edit`, 'edit', async () => {
        await expect(page.getByLabel('Job title')).toHaveValue(LONG_TITLE);
      });
      await visit(
        `/applications/${interviewId}/interview-details`,
        'interview details',
        async () => {
          await expect(page.getByRole('button', { name: 'Save Interview' })).toBeVisible();
        },
      );
      await visit('/applications/new', 'add');
      await visit('/applications/import', 'import');
      await visit('/ai/resume/feedback', 'feedback');
      await page.locator('#resume-file').setInputFiles(resumeFixture);
      await page
        .getByRole('textbox', { name: 'Job description' })
        .fill(
          `${LONG_TITLE} at ${LONG_COMPANY}. Required: Python, Kubernetes, PostgreSQL, GraphQL, Rust, ${LONG_WORD}. Apply at ${LONG_URL}`,
        );
      await page.getByRole('button', { name: 'Analyze Resume' }).click();
      await expect(page.getByTestId('analysis-summary')).toBeVisible({ timeout: 30_000 });
      problems.push(...(await checkScreen(page, `${colorScheme} feedback result`)));
      await visit('/resume/edit', 'resume editor (narrow notice)');
      await visit('/my-profile', 'my-profile');
      await visit('/profile/edit', 'profile edit');

      expect.soft(problems).toEqual([]);
      expect(seen).toEqual([]);
    });
  }

  test('/timezone (signed in, no zone yet) fits, has a title and passes axe', async ({ page }) => {
    const user = await createSignedInUser(page, { timezone: null });
    await storeTokens(page, user);
    const seen = watchConsole(page);
    await page.goto('/timezone');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await checkScreen(page, '/timezone')).toEqual([]);
    expect(seen).toEqual([]);
  });

  test('create → view → edit → delete through the screens: no 4xx/5xx, no console error', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const user = await createSignedInUser(page);
    await signInOnce(page, user);
    const seen = watchConsole(page);
    await page.goto('/applications');
    await page.getByRole('link', { name: 'Add Application' }).click();
    await page.getByLabel('Job title').fill(LONG_TITLE);
    await page.getByLabel('Company').fill(LONG_COMPANY);
    await page.getByLabel('Status').selectOption('Interview');
    await page.getByLabel('Date applied').fill('2026-11-03');
    await page.getByLabel('Job link').fill(LONG_URL);
    await page.getByRole('button', { name: 'Save Application' }).click();
    // Added at Interview: on to the interview details (a client-side navigation), which has its title.
    await expect(page).toHaveURL(/\/applications\/[\w-]+\/interview-details$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Interview details');
    await expect(page).toHaveTitle(/Interview details/);
    expect(await checkScreen(page, 'flow interview details')).toEqual([]);
    await page.getByLabel('Interview date and time: date').fill('2027-01-12');
    await page.getByLabel('Interview date and time: time').selectOption('15:30');
    await page.getByRole('button', { name: 'Save Interview' }).click();
    await expect(page).toHaveURL(/\/applications$/);
    await expect(page).toHaveTitle(/Applications/);
    await page.getByRole('button', { name: LONG_TITLE }).click();
    await expect(page).toHaveURL(/\/applications\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(LONG_TITLE);
    await expect(page.getByRole('heading', { name: 'Contacts' })).toBeVisible();
    expect(await checkScreen(page, 'flow details')).toEqual([]);
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('Notes').fill('Called the recruiter.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page).toHaveURL(/\/applications$/);
    await page.getByRole('button', { name: LONG_TITLE }).click();
    await expect(page.getByText('Called the recruiter.')).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/applications$/);
    await expect(page.getByText('No applications found.')).toBeVisible();
    await page.goto('/dashboard');
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual([]);
  });
});

test('the resume editor at 1024 px with long lines does not scroll sideways', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1024, height: 800 });
  const user = await createSignedInUser(page);
  await seedLongResume(page, user);
  await storeTokens(page, user);
  const seen = watchConsole(page);
  await page.goto('/resume/edit');
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue(
    'Maximiliana Bartholomew-Featherstonehaugh',
    { timeout: 20_000 },
  );
  await expect(page.getByTestId('resume-preview')).toContainText(LONG_COMPANY);
  // A full-page screenshot resizes the viewport, which the editor answers by laying out again.
  expect(await checkScreen(page, 'resume editor', { fullPage: false })).toEqual([]);
  expect(seen).toEqual([]);
});

/** A zone where it is between 09:00 and 22:00 now, and today's date there (a follow-up due today goes out at once). */
function zoneAfterNine(): { zone: string; today: string } {
  const zones = [
    'Pacific/Kiritimati',
    'Pacific/Auckland',
    'Asia/Tokyo',
    'Asia/Kolkata',
    'Africa/Lagos',
    'Europe/London',
    'America/Sao_Paulo',
    'America/New_York',
    'America/Los_Angeles',
    'Pacific/Honolulu',
  ];
  for (const zone of zones) {
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(new Date()),
    );
    if (hour >= 9 && hour < 22)
      return {
        zone,
        today: new Intl.DateTimeFormat('sv-SE', { timeZone: zone }).format(new Date()),
      };
  }
  throw new Error('no zone between 09:00 and 22:00');
}

test('the follow-up date is set when adding and changed when editing; its reminder email goes out', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { zone, today } = zoneAfterNine();
  const user = await createSignedInUser(page, { timezone: zone });
  await storeTokens(page, user);
  const seen = watchConsole(page);
  const title = `Follow-up Engineer ${Date.now()}`;
  await page.goto('/applications/new');
  await page.getByLabel('Job title').fill(title);
  await page.getByLabel('Company').fill('Initech');
  await page.getByLabel('Status').selectOption('Applied');
  await page.getByLabel('Date applied').fill('2026-11-03');
  await page.getByLabel('Follow-up date').fill(today);
  await page.getByRole('button', { name: 'Save Application' }).click();
  await expect(page).toHaveURL(/\/applications$/);

  // Due at 09:00 today in the user's zone, which has passed: the worker mails it at once.
  await expect
    .poll(
      () =>
        messagesFor(user.email)
          .map(subjectOf)
          .find((s) => s.startsWith('Follow up today')) ?? '',
      { timeout: 20_000, message: 'the follow-up reminder' },
    )
    .toBe(`Follow up today: ${title} at Initech`);

  await page.getByRole('button', { name: title }).click();
  const followUp = page
    .locator('dt', { hasText: 'Follow-up date' })
    .locator('xpath=following-sibling::dd');
  await expect(followUp).not.toHaveText('—');
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Follow-up date')).toHaveValue(today);
  await page.getByLabel('Follow-up date').fill('2027-02-01');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/applications$/);
  await page.getByRole('button', { name: title }).click();
  await expect(followUp).toContainText('2027');
  await expect(followUp).toContainText(/Feb/);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Follow-up date')).toHaveValue('2027-02-01');

  // An application added without one can get one on edit (the field is always there).
  const id = await addApplication(page, user, {
    job_title: `${title} 2`,
    company: 'Hooli',
    status: 'Applied',
    applied_date: '2026-11-04',
  });
  await page.goto(`/applications/${id}/edit`);
  await expect(page.getByLabel('Follow-up date')).toHaveValue('');
  await page.getByLabel('Follow-up date').fill('2027-03-04');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/applications$/);
  const saved = await page.request.get(`/api/applications/my-applications/${id}`, {
    headers: auth(user),
  });
  expect(((await saved.json()) as { data: { follow_up_date: string } }).data.follow_up_date).toBe(
    '2027-03-04',
  );
  expect(seen).toEqual([]);
});

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test(`Analyze Resume at 1440×900 brings the result into view and focus (${reducedMotion} motion)`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.emulateMedia({ reducedMotion });
    const user = await createSignedInUser(page);
    await storeTokens(page, user);
    await page.goto('/ai/resume/feedback');
    await page.locator('#resume-file').setInputFiles(resumeFixture);
    await page
      .getByRole('textbox', { name: 'Job description' })
      .fill(
        'Senior Backend Engineer. Required: Python, Kubernetes, PostgreSQL, GraphQL and Rust. Experience with Kafka and gRPC is a plus.',
      );
    const result = page.getByRole('region', { name: 'Analysis summary' });
    await expect(result).toHaveCount(0);
    const before = await page.evaluate(() => window.scrollY);
    await page.getByRole('button', { name: 'Analyze Resume' }).click();
    await expect(result).toBeFocused({ timeout: 30_000 });
    await expect(result.getByRole('heading', { name: 'Analysis summary' })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
    // A smooth scroll may still be moving: the screenshot waits until it stands still.
    let last = -1;
    await expect
      .poll(async () => last === (last = await page.evaluate(() => window.scrollY)))
      .toBe(true);
    await expect(result.getByRole('heading', { name: 'Analysis summary' })).toBeInViewport();
    await page.screenshot({
      path: `${shotDir()}/small-analyze-scrolled-${reducedMotion}-1440.png`,
    });
  });
}
