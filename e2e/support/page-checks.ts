// Shared checks for the daily-loop specs: axe (serious and critical), no sideways scroll, a full-page
// screenshot, and the app's own API calls answered without 4xx/5xx unless a test expects one.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// @axe-core/playwright types a different copy of playwright-core's Page.
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

/** Sets the viewport from the project: 1440 × 900 on desktop, 375 × 812 on mobile. */
export function projectViewport(page: Page): Promise<void> {
  const mobile = test.info().project.name === 'mobile';
  return page.setViewportSize(mobile ? { width: 375, height: 812 } : { width: 1440, height: 900 });
}

/** Records /api/ answers with status ≥ 400; `allowed` paths (substrings) may fail on purpose. */
export function watchApiFailures(page: Page, allowed: string[] = []): () => string[] {
  const failures: string[] = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (!url.pathname.startsWith('/api/') || res.status() < 400) return;
    if (allowed.some((a) => url.pathname.includes(a))) return;
    failures.push(`${res.status()} ${res.request().method()} ${url.pathname}`);
  });
  return () => failures;
}

export async function checkPage(page: Page, what: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, `${what}: no sideways scroll`).toBeLessThanOrEqual(widths.viewport);
  const results = await new AxeBuilder({ page: page as unknown as AxePage })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `${what}: axe`,
  ).toEqual([]);
  const project = test.info().project.name;
  await page.screenshot({
    path: `${process.env.E2E_SCREENSHOT_DIR ?? 'test-results'}/daily-${project}-${what}.png`,
    fullPage: true,
  });
}
