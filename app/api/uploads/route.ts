// POST /api/uploads — local-mode avatar upload (multipart file + signature), answers {secure_url}
import { z } from 'zod';
import { AppError } from '@/server/http/app-error';
import { authRoute } from '@/server/http/route';
import { userAndAddressLimits } from '@/server/http/user-and-address-limits';
import { storeAvatarUpload } from '@/server/storage/store-avatar-upload';

const fields = z.object({
  timestamp: z.coerce.number().int().positive(),
  signature: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'signature must be the one from /api/cloudinary/signature'),
  folder: z.string().min(1).max(100),
});

export const POST = authRoute(
  {
    scope: 'session',
    multipart: true,
    maxBodyBytes: 2 * 1024 * 1024 + 64 * 1024,
    rateLimit: userAndAddressLimits('uploads', { limit: 20, windowSeconds: 600 }),
  },
  async ({ user, form }) => {
    const file = form?.get('file');
    if (!(file instanceof File))
      throw new AppError('VALIDATION_ERROR', 'file: an image file is required');
    const parsed = fields.parse({
      timestamp: form?.get('timestamp'),
      signature: form?.get('signature'),
      folder: form?.get('folder'),
    });
    return storeAvatarUpload({ userId: user.id, file, ...parsed });
  },
);
