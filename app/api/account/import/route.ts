// POST /api/account/import — load an "Export my data" document into this account (multipart `file`), all or nothing
import { IMPORT_ACCOUNT_MAX_BYTES } from '@/lib/applications/portability-schemas';
import { importAccount } from '@/server/account/import-account';
import { readUploadText, uploadTooLarge } from '@/server/applications/portability/read-upload-text';
import { apiRoute } from '@/server/route/route';
import * as api from '@/lib/contracts/account';

export const POST = apiRoute(
  api.importAccount,
  {
    maxBodyBytes: IMPORT_ACCOUNT_MAX_BYTES + 64 * 1024,
    tooLargeDetail: uploadTooLarge('JSON', IMPORT_ACCOUNT_MAX_BYTES),
  },
  async ({ user, form }) => ({
    message: 'Your data was imported',
    data: await importAccount({
      userId: user.id,
      text: await readUploadText({ form, maxBytes: IMPORT_ACCOUNT_MAX_BYTES, kind: 'JSON' }),
    }),
  }),
);
