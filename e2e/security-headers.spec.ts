// Security headers: every page keeps the full set (CSP, framing, sniffing…); JSON API answers keep
// nosniff, HSTS and the referrer policy without the page-only ones (ADR 101).
import { expect, test } from '@playwright/test';

const PAGE_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'strict-transport-security',
];

test('pages carry the full set of security headers', async ({ request }) => {
  for (const path of ['/', '/login', '/features', '/privacy', '/no-such-page']) {
    const res = await request.get(path, { maxRedirects: 0 });
    const headers = res.headers();
    for (const name of PAGE_HEADERS) expect(headers[name], `${path} ${name}`).toBeTruthy();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
  }
});

test('API answers are nosniff with HSTS, success and error alike', async ({ request }) => {
  for (const [path, status] of [
    ['/api/health', 200],
    ['/api/applications/stats', 401],
    ['/api/no-such-route', 404],
  ] as const) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(status);
    const headers = res.headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['strict-transport-security'], path).toContain('max-age=');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['content-type'], path).toContain('application/json');
  }
  // The empty bench route exists only in bench builds (BENCH_FLOOR_ROUTE=1).
  expect((await request.get('/api/bench-floor')).status()).toBe(404);
});
