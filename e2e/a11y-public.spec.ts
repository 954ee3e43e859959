// axe-core on every public route, in light and dark themes: no serious or critical violations.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// @axe-core/playwright is typed against its own copy of playwright-core; the page is the same object.
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

const routes = [
  '/',
  '/features',
  '/about',
  '/privacy',
  '/terms',
  '/not-a-page',
  '/login',
  '/signup',
  '/forgot-password',
  '/verify-email',
  '/verify-code',
  '/reset-password',
];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });
    for (const route of routes) {
      for (const width of [375, 1440]) {
        test(`${route} at ${width}px has no serious or critical axe violations`, async ({
          page,
        }) => {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(route);
          await page.waitForLoadState('networkidle');
          await page.screenshot({
            path: `test-results/a11y${route.replace(/\W+/g, '-')}-${colorScheme}-${width}.png`,
            fullPage: true,
          });
          const results = await new AxeBuilder({ page: page as unknown as AxePage })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
            .analyze();
          const bad = results.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map(
              (v) =>
                `${v.id} (${v.impact}): ${v.nodes
                  .map((n) => n.target.join(' '))
                  .slice(0, 5)
                  .join(', ')}`,
            );
          expect(bad, `axe violations on ${route} (${colorScheme}, ${width}px)`).toEqual([]);
        });
      }
    }
  });
}
