// Test data made through the real database and token code.
import { randomUUID } from 'node:crypto';
import { signAccessToken } from '@/server/auth/access-token';
import { prisma } from '@/server/db/client';

export type TestUser = { id: string; email: string; username: string; token: string };

/** A verified user with a valid access token. */
export async function createUser(
  overrides: { email?: string; username?: string; timezone?: string | null } = {},
): Promise<TestUser> {
  const db = await prisma();
  const email = overrides.email ?? `user-${randomUUID()}@example.test`;
  const user = await db.user.create({
    data: {
      email,
      username: overrides.username ?? 'Test User',
      emailVerifiedAt: new Date(),
      timezone: overrides.timezone === undefined ? 'Africa/Lagos' : overrides.timezone,
    },
  });
  return {
    id: user.id,
    email,
    username: user.username,
    token: await signAccessToken({ userId: user.id }),
  };
}
