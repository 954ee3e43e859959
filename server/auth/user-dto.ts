import 'server-only';
import type { UserDto } from '@/lib/contracts/account-answers';

/** The columns a user DTO needs (use as a Prisma `select`). */
export const userDtoSelect = {
  id: true,
  username: true,
  email: true,
  timezone: true,
  profilePicture: true,
} as const;

/** The public shape of a user (never the hash). */
export function toUserDto(user: {
  id: string;
  username: string;
  email: string;
  timezone: string | null;
  profilePicture: string | null;
}): UserDto {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    timezone: user.timezone,
    profile_picture: user.profilePicture,
  };
}
