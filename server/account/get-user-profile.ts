import 'server-only';
import type { UserDto } from '@/lib/contracts/account-answers';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { toUserDto, userDtoSelect } from '@/server/auth/user-dto';

/** The signed-in user's profile. */
export async function getUserProfile(options: { userId: string }): Promise<UserDto> {
  const db = await prisma();
  const user = await db.user.findUnique({ where: { id: options.userId }, select: userDtoSelect });
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  return toUserDto(user);
}
