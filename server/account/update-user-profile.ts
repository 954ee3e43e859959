import 'server-only';
import type { UserDto } from '@/lib/contracts/account-answers';
import { prisma } from '@/server/db/client';
import { forgetSignedInUser } from '@/server/auth/forget-signed-in-user';
import { armSoonDueReminders } from '@/server/reminders/arm-soon-due-reminders';
import { moveRemindersToZone } from '@/server/reminders/move-reminders-to-zone';
import { toUserDto, userDtoSelect } from '@/server/auth/user-dto';

/** Changes the username and/or time zone (already validated and resolved); a new zone moves the 09:00 reminders with it. */
export async function updateUserProfile(options: {
  userId: string;
  username?: string;
  timezone?: string;
}): Promise<UserDto> {
  const db = await prisma();
  const { user, moved } = await db.$transaction(async (tx) => {
    const user = await tx.user.update({
      where: { id: options.userId },
      data: { username: options.username, timezone: options.timezone },
      select: userDtoSelect,
    });
    const moved = options.timezone ? await moveRemindersToZone({ tx, userId: options.userId }) : [];
    return { user, moved };
  });
  forgetSignedInUser({ userId: options.userId });
  await armSoonDueReminders(moved);
  return toUserDto(user);
}
