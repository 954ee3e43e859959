// axe-core on the dashboard and every application screen, light and dark, 375 and 1440 px.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { storeTokens } from './support/session';
import { createSignedInUser } from './support/users';
import { createApplication } from './support/factories';

// @axe-core/playwright resolves a second playwright-core copy; its Page type is the same object at runtime.
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [375, 1440]) {
    test(`application screens have no serious or critical axe violations (${colorScheme}, ${width}px)`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height: 900 });
      const user = await createSignedInUser(page);
      await storeTokens(page, user);
      const auth = { authorization: `Bearer ${user.access_token}` };
      const application = {
        id: await createApplication(page.request, user, {
          job_title: 'Platform Engineer',
          company: 'Initech',
          status: 'interview',
          applied_date: '2026-11-01',
          job_link: 'https://jobs.example/p',
          notes: 'Notes',
          job_description: 'Go, Postgres',
        }),
      };
      await page.request.post(`/api/applications/${application.id}/set-interview`, {
        headers: auth,
        data: { interview_date: '2027-01-12 15:30', timezone: 'America/New_York' },
      });
      await createApplication(page.request, user, {
        job_title: 'Designer',
        company: 'Hooli',
        status: 'rejected',
        applied_date: '2026-10-01',
        job_link: '',
        notes: '',
        job_description: '',
      });
      const routes = [
        '/dashboard',
        '/applications',
        '/applications/new',
        `/applications/${application.id}`,
        `/applications/${application.id}/edit`,
        `/applications/${application.id}/interview-details`,
      ];
      for (const route of routes) {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
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
        expect(bad, `axe violations on ${route}`).toEqual([]);
      }
    });
  }
}
