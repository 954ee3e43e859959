import 'server-only';
import { prisma } from '@/server/db/client';
import { forgetSignedInUser } from '@/server/auth/forget-signed-in-user';
import { armSoonDueReminders } from '@/server/reminders/arm-soon-due-reminders';
import { moveRemindersToZone } from '@/server/reminders/move-reminders-to-zone';

/** Saves the user's time zone (already resolved to an IANA name); the 09:00 reminders move with it. */
export async function addTimezone(input: {
  userId: string;
  timezone: string;
}): Promise<{ message: string; timezone: string }> {
  const db = await prisma();
  const moved = await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: input.userId }, data: { timezone: input.timezone } });
    return moveRemindersToZone({ tx, userId: input.userId });
  });
  forgetSignedInUser({ userId: input.userId });
  await armSoonDueReminders(moved);
  return { message: 'Timezone saved successfully', timezone: input.timezone };
}
