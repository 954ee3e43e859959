import { describe, expect, it } from 'vitest';
import { GET as start } from '@/app/api/auth/google/route';
import { GET as status } from '@/app/api/auth/google/status/route';
import { callRoute } from '@/test/call-route';

// Integration tests run without GOOGLE_CLIENT_ID: the button must say so instead of failing.
describe('Google sign-in without a configured client', () => {
  it('reports it is not configured', async () => {
    expect(await callRoute(status)).toMatchObject({ status: 200, body: { configured: false } });
  });

  it('sends the browser back to /login with a reason', async () => {
    const res = await callRoute(start, { path: '/api/auth/google' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://localhost/login?error=google_not_configured');
  });
});
