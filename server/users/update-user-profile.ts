import 'server-only';
import type { UserDto } from '@/lib/auth/schemas';
import { prisma } from '@/server/db/client';
import { forgetSignedInUser } from '@/server/auth/forget-signed-in-user';
import { toUserDto, userDtoSelect } from './user-dto';

/** Changes the username and/or time zone (already validated and resolved). */
export async function updateUserProfile(options: { userId: string; username?: string; timezone?: string }): Promise<UserDto> {
  const db = await prisma();
  const user = await db.user.update({
    where: { id: options.userId },
    data: { username: options.username, timezone: options.timezone },
    select: userDtoSelect,
  });
  forgetSignedInUser({ userId: options.userId });
  return toUserDto(user);
}
