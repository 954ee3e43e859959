// Public pages: render at phone and desktop widths without console errors, with real content and metadata.
import { expect, test, type Page } from '@playwright/test';

const pages = [
  { path: '/', heading: 'Track. Optimize. Succeed.' },
  { path: '/features', heading: 'Features' },
  { path: '/about', heading: 'About Pursuit' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service' },
];

function collectConsoleErrors(page: Page, allow: RegExp[] = []): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !allow.some((re) => re.test(msg.text()))) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

for (const width of [375, 1440]) {
  for (const { path, heading } of pages) {
    test(`${path} renders at ${width}px without console errors`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('main')).toBeVisible();
      const footer = page.getByRole('navigation', { name: 'Footer' });
      for (const label of ['About', 'Features', 'Privacy', 'Terms']) {
        await expect(footer.getByRole('link', { name: label, exact: true })).toBeVisible();
      }
      // Nothing spills sideways on a phone: no scrollbar, and no text box runs past the right edge (even clipped).
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      const spilled = await page.evaluate(() => {
        const edge = document.documentElement.clientWidth + 1;
        return [...document.querySelectorAll('body *')]
          .filter((el) =>
            [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()),
          )
          .filter(
            (el) =>
              el.getBoundingClientRect().right > edge &&
              getComputedStyle(el).visibility !== 'hidden',
          )
          .filter((el) => !el.closest('.sr-only'))
          .map((el) => `${el.tagName.toLowerCase()}: ${el.textContent?.trim().slice(0, 40)}`);
      });
      expect(spilled).toEqual([]);
      await page.screenshot({
        path: `test-results/public${path === '/' ? '-home' : path.replace('/', '-')}-${width}.png`,
        fullPage: true,
      });
      expect(errors).toEqual([]);
    });
  }
}

test('landing pitches the three tools, explains how it works and calls to sign up', async ({
  page,
}) => {
  await page.goto('/');
  for (const name of ['Application tracking', 'AI resume feedback', 'ATS & keyword checker']) {
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
  }
  const how = page.getByRole('region', { name: 'How it works' });
  await expect(how.getByRole('listitem')).toHaveCount(3);
  await page.getByRole('link', { name: 'Get started free' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});

test('the landing page is plain HTML: no scripts, no route fetches, and its links still work', async ({
  page,
  request,
}) => {
  // pages/index.tsx ships no React runtime (docs/decisions/040-static-landing.md); a stray client component would bring it back.
  const html = await (await request.get('/')).text();
  expect(html.match(/<script\b/g) ?? []).toEqual([]);
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script' || new URL(req.url()).searchParams.has('_rsc'))
      scripts.push(req.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
  await page.getByRole('link', { name: 'Get started free' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Pursuit');
});

test('the newsletter box is honest: it cannot submit and says so', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Coming soon' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Email address' })).toBeDisabled();
  await expect(page.getByText('nothing you type here is sent')).toBeVisible();
  await expect(page.locator('footer form')).toHaveCount(0);
});

test('footer and header links reach every public page', async ({ page }) => {
  await page.goto('/');
  for (const [label, path] of [
    ['Features', '/features'],
    ['About', '/about'],
    ['Privacy', '/privacy'],
    ['Terms', '/terms'],
  ] as const) {
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: label, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  await page
    .getByRole('navigation', { name: 'Site' })
    .getByRole('link', { name: 'Log in' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
});

test('privacy policy states what is kept, how AI runs and that deletion removes everything', async ({
  page,
}) => {
  await page.goto('/privacy');
  const main = page.getByRole('main');
  await expect(main).toContainText('local storage holds an access token');
  await expect(main).toContainText('built-in local engine');
  await expect(main).toContainText('OpenAI-compatible model provider');
  await expect(main).toContainText('removes your account together with all your applications');
});

test('unknown routes get the custom 404 page', async ({ page }) => {
  const errors = collectConsoleErrors(page, [/status of 404/]);
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
});

test('metadata: title, description, Open Graph, icons and manifest', async ({ page, request }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Pursuit — Track. Optimize. Succeed.');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /application/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    /Track\. Optimize\. Succeed\./,
  );
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(ogImage).toBeTruthy();
  const image = await request.get(new URL(ogImage!).pathname);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toContain('image/png');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
  await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
  for (const rel of ['icon', 'apple-touch-icon']) {
    const href = await page.locator(`link[rel="${rel}"]`).first().getAttribute('href');
    expect((await request.get(href!)).status(), rel).toBe(200);
  }
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await request.get(manifestHref!);
  expect(manifest.status()).toBe(200);
  const body = (await manifest.json()) as { name: string; icons: { src: string }[] };
  expect(body.name).toContain('Pursuit');
  for (const icon of body.icons) expect((await request.get(icon.src)).status()).toBe(200);
  await page.goto('/privacy');
  await expect(page).toHaveTitle('Privacy Policy · Pursuit');
});

test('landing on a phone: tagline, sign-up call to action and footer fit the screen @mobile', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Track. Optimize. Succeed.');
  await expect(page.getByRole('link', { name: 'Get started free' })).toBeInViewport();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: 'Privacy' })
    .click();
  await expect(page).toHaveURL(/\/privacy$/);
});
