import 'server-only';
import { v2 as cloudinary } from 'cloudinary';
import { AppError } from '@/server/http/app-error';
import { log } from '@/server/log';
import { avatarFolder, cloudinaryConfig } from './avatar-host';

type DeleteAnswer = { partial?: boolean };

/**
 * Deletes a user's avatars from Cloudinary (Admin API): everything under their folder, plus the
 * stored public_id when it lies elsewhere (avatars from before per-user folders). Local uploads
 * are rows that cascade with the user, so local mode has nothing to do here.
 */
export async function destroyUserAvatars(options: {
  userId: string;
  publicId: string | null;
}): Promise<void> {
  const config = cloudinaryConfig();
  if (!config) return;
  const auth = {
    api_key: config.apiKey,
    api_secret: config.apiSecret,
    cloud_name: config.cloudName,
    upload_prefix: config.apiBase,
    invalidate: true,
  };
  const prefix = `${avatarFolder(options.userId)}/`;
  try {
    if (options.publicId && !options.publicId.startsWith(prefix)) {
      await cloudinary.api.delete_resources([options.publicId], auth);
    }
    // Cloudinary deletes up to 1000 assets per call and says `partial` while more remain.
    for (let round = 0; round < 20; round++) {
      const answer = (await cloudinary.api.delete_resources_by_prefix(
        prefix,
        auth,
      )) as DeleteAnswer;
      if (!answer.partial) return;
    }
  } catch (error) {
    log.warn({ err: error }, 'cloudinary avatar deletion failed');
    throw new AppError(
      'UPSTREAM_FAILED',
      'Could not delete your profile pictures from the image host. Nothing was deleted; try again.',
    );
  }
}
