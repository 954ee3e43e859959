import 'server-only';
import type { UserDto } from '@/lib/auth/schemas';
import { prisma } from '@/server/db/client';
import { forgetSignedInUser } from '@/server/auth/forget-signed-in-user';
import { AppError } from '@/server/http/app-error';
import { cloudinaryConfig, localUploadsBase } from '@/server/storage/avatar-host';
import { toUserDto, userDtoSelect } from './user-dto';

const invalid = () => new AppError('VALIDATION_ERROR', 'url: must be an image uploaded through Pursuit');

/** Sets the avatar to a URL of the configured Cloudinary cloud or one of the user's own local uploads. */
export async function setProfilePicture(options: { userId: string; url: string }): Promise<UserDto> {
  const db = await prisma();
  const cloud = cloudinaryConfig();
  const local = localUploadsBase();
  if (options.url.startsWith(local)) {
    const id = options.url.slice(local.length);
    const owned = await db.storedUpload.findFirst({ where: { id, userId: options.userId }, select: { id: true } }).catch(() => null);
    if (!owned) throw invalid();
  } else if (!cloud || !options.url.startsWith(`https://res.cloudinary.com/${cloud.cloudName}/image/upload/`)) {
    throw invalid();
  }
  const user = await db.user.update({ where: { id: options.userId }, data: { profilePicture: options.url }, select: userDtoSelect });
  forgetSignedInUser({ userId: options.userId });
  return toUserDto(user);
}
