import { expect, test } from '@playwright/test';
import { createSignedInUser } from './support/users';

test.describe('accounts API with the real SMTP catcher', () => {
  test('createSignedInUser signs up, verifies by the mailed code and logs in', async ({
    request,
  }) => {
    const u = await createSignedInUser(request);
    expect(u.user.email).toBe(u.email);
    expect(u.user.timezone).toBe('Africa/Lagos');
    const profileless = await request.post('/api/auth/refresh', {
      data: { refresh_token: u.refresh_token },
    });
    expect(profileless.status()).toBe(200);
  });
});
