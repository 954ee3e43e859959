import 'server-only';
import type { UserDto } from '@/lib/contracts/account-answers';
import { prisma } from '@/server/db/client';
import { forgetSignedInUser } from '@/server/auth/forget-signed-in-user';
import { AppError } from '@/server/http/app-error';
import {
  avatarFolder,
  cloudinaryConfig,
  LOCAL_UPLOADS_PATH,
  localUploadId,
} from '@/server/storage/avatar-host';
import { toUserDto, userDtoSelect } from '@/server/auth/user-dto';

const invalid = () =>
  new AppError('VALIDATION_ERROR', 'url: must be an image uploaded through Pursuit');

/** The public_id of a delivery URL of `cloudName` under the user's own avatar folder, or null. */
function ownCloudinaryPublicId(url: string, cloudName: string, userId: string): string | null {
  const base = `https://res.cloudinary.com/${cloudName}/image/upload/`;
  if (!url.startsWith(base)) return null;
  // …/image/upload/v<version>/<public_id>.<format>
  const match = /^(?:v\d+\/)?([\w\-/]+)\.(?:jpg|jpeg|png|webp)$/.exec(url.slice(base.length));
  const publicId = match?.[1];
  return publicId?.startsWith(`${avatarFolder(userId)}/`) && !publicId.includes('//')
    ? publicId
    : null;
}

/**
 * Sets the avatar to one of the user's own uploads: a Cloudinary asset in their folder (its
 * public_id is kept, so deleting the account deletes it) or one of their local uploads, stored as
 * the path `/api/uploads/<id>` so it survives a change of APP_URL or port.
 */
export async function setProfilePicture(options: {
  userId: string;
  url: string;
}): Promise<UserDto> {
  const db = await prisma();
  const cloud = cloudinaryConfig();
  const localId = localUploadId(options.url);
  let avatarPublicId: string | null = null;
  let profilePicture = options.url;
  if (localId) {
    const owned = await db.storedUpload
      .findFirst({ where: { id: localId, userId: options.userId }, select: { id: true } })
      .catch(() => null);
    if (!owned) throw invalid();
    profilePicture = `${LOCAL_UPLOADS_PATH}${localId}`;
  } else {
    avatarPublicId = cloud
      ? ownCloudinaryPublicId(options.url, cloud.cloudName, options.userId)
      : null;
    if (!avatarPublicId) throw invalid();
  }
  const user = await db.user.update({
    where: { id: options.userId },
    data: { profilePicture, avatarPublicId },
    select: userDtoSelect,
  });
  forgetSignedInUser({ userId: options.userId });
  return toUserDto(user);
}
