// GET /api/uploads/{id} — serve a local-mode avatar
import { publicApiRoute } from '@/server/route/route';
import * as api from '@/lib/contracts/account';
import { readUpload } from '@/server/storage/read-upload';

export const GET = publicApiRoute(api.readUpload, {}, async ({ params }) => {
  const upload = await readUpload({ id: params.id ?? '' });
  return new Response(upload.data as BodyInit, {
    headers: {
      'content-type': upload.contentType,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
    },
  });
});
