import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

const baseUrl = 'https://pursuit.example';
const failed = '/login?error=google_failed';

describe('safeRedirect (next-auth redirect callback)', () => {
  it('keeps same-site paths, relative', () => {
    expect(safeRedirect({ url: '/auth-success?code=abc', baseUrl })).toBe('/auth-success?code=abc');
    expect(safeRedirect({ url: `${baseUrl}/dashboard`, baseUrl })).toBe('/dashboard');
  });

  it.each([
    '/\\evil.com',
    '/\\/evil.com',
    '//evil.com',
    '///evil.com',
    'https://evil.com',
    'https://evil.com/path',
    `${baseUrl}.evil.com/x`,
    `${baseUrl}//evil.com`,
    `${baseUrl}/\\evil.com`,
    'javascript:alert(1)',
    '/\t/evil.com',
    '/%0a/evil.com'.replace('%0a', '\n'),
    'evil.com',
    '',
  ])('refuses %j', (url) => {
    expect(safeRedirect({ url, baseUrl })).toBe(failed);
  });
});
