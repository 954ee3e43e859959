// POST /api/uploads — local-mode avatar upload (multipart file + signature), answers {secure_url}
import { AppError } from '@/server/http/app-error';
import { apiRoute } from '@/server/route/route';
import { userAndAddressLimits } from '@/server/http/user-and-address-limits';
import * as api from '@/lib/contracts/account';
import { storeAvatarUpload } from '@/server/storage/store-avatar-upload';

export const POST = apiRoute(
  api.uploadAvatar,
  {
    maxBodyBytes: 2 * 1024 * 1024 + 64 * 1024,
    tooLargeDetail: 'File too large. Max 2MB.',
    rateLimit: userAndAddressLimits('uploads', { limit: 20, windowSeconds: 600 }),
  },
  async ({ user, form }) => {
    const file = form?.get('file');
    if (!(file instanceof File))
      throw new AppError('VALIDATION_ERROR', 'file: an image file is required');
    const fields = api.avatarUploadFieldsSchema.parse({
      timestamp: form?.get('timestamp'),
      signature: form?.get('signature'),
      folder: form?.get('folder'),
    });
    return storeAvatarUpload({ userId: user.id, file, ...fields });
  },
);
