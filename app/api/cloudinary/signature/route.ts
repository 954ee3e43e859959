// GET /api/cloudinary/signature — signed avatar upload parameters (Cloudinary, or local mode)
import { apiRoute } from '@/server/route/route';
import * as api from '@/lib/contracts/account';
import { uploadSignature } from '@/server/storage/upload-signature';

export const GET = apiRoute(api.getUploadSignature, {}, async ({ user }) =>
  uploadSignature({ userId: user.id }),
);
