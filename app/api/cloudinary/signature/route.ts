// GET /api/cloudinary/signature — signed avatar upload parameters (Cloudinary, or local mode)
import { authRoute } from '@/server/http/route';
import { uploadSignature } from '@/server/storage/upload-signature';

export const GET = authRoute({ scope: 'session' }, async ({ user }) =>
  uploadSignature({ userId: user.id }),
);
