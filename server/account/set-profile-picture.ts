import 'server-only';
import type { UserDto } from '@/lib/auth/schemas';
import { prisma } from '@/server/db/client';
import { forgetSignedInUser } from '@/server/auth/forget-signed-in-user';
import { AppError } from '@/server/http/app-error';
import { avatarFolder, cloudinaryConfig, localUploadsBase } from '@/server/storage/avatar-host';
import { toUserDto, userDtoSelect } from './user-dto';

const invalid = () => new AppError('VALIDATION_ERROR', 'url: must be an image uploaded through Pursuit');

/** The public_id of a delivery URL of `cloudName` under the user's own avatar folder, or null. */
function ownCloudinaryPublicId(url: string, cloudName: string, userId: string): string | null {
  const base = `https://res.cloudinary.com/${cloudName}/image/upload/`;
  if (!url.startsWith(base)) return null;
  // …/image/upload/v<version>/<public_id>.<format>
  const match = /^(?:v\d+\/)?([\w\-/]+)\.(?:jpg|jpeg|png|webp)$/.exec(url.slice(base.length));
  const publicId = match?.[1];
  return publicId?.startsWith(`${avatarFolder(userId)}/`) && !publicId.includes('//') ? publicId : null;
}

/**
 * Sets the avatar to one of the user's own uploads: a Cloudinary asset in their folder (its
 * public_id is kept, so deleting the account deletes it) or one of their local uploads.
 */
export async function setProfilePicture(options: { userId: string; url: string }): Promise<UserDto> {
  const db = await prisma();
  const cloud = cloudinaryConfig();
  const local = localUploadsBase();
  let avatarPublicId: string | null = null;
  if (options.url.startsWith(local)) {
    const id = options.url.slice(local.length);
    const owned = await db.storedUpload.findFirst({ where: { id, userId: options.userId }, select: { id: true } }).catch(() => null);
    if (!owned) throw invalid();
  } else {
    avatarPublicId = cloud ? ownCloudinaryPublicId(options.url, cloud.cloudName, options.userId) : null;
    if (!avatarPublicId) throw invalid();
  }
  const user = await db.user.update({
    where: { id: options.userId },
    data: { profilePicture: options.url, avatarPublicId },
    select: userDtoSelect,
  });
  forgetSignedInUser({ userId: options.userId });
  return toUserDto(user);
}
