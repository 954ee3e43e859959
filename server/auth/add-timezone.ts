import 'server-only';
import { prisma } from '@/server/db/client';
import { forgetSignedInUser } from '@/server/auth/forget-signed-in-user';

/** Saves the user's time zone (already resolved to an IANA name). */
export async function addTimezone(input: { userId: string; timezone: string }): Promise<{ message: string; timezone: string }> {
  const db = await prisma();
  await db.user.update({ where: { id: input.userId }, data: { timezone: input.timezone } });
  forgetSignedInUser({ userId: input.userId });
  return { message: 'Timezone saved successfully', timezone: input.timezone };
}
