// POST /api/applications/import — applications from another tracker's CSV (multipart `file`, `dry_run=true` to preview)
import { IMPORT_CSV_MAX_BYTES } from '@/lib/applications/portability-schemas';
import { importApplications } from '@/server/applications/portability/import-applications';
import { readUploadText, uploadTooLarge } from '@/server/applications/portability/read-upload-text';
import { apiRoute } from '@/server/route/route';
import * as trackerApi from '@/lib/contracts/applications';

export const POST = apiRoute(
  trackerApi.importApplications,
  {
    maxBodyBytes: IMPORT_CSV_MAX_BYTES + 64 * 1024,
    tooLargeDetail: uploadTooLarge('CSV', IMPORT_CSV_MAX_BYTES),
  },
  async ({ user, query, form }) =>
    importApplications({
      userId: user.id,
      text: await readUploadText({ form, maxBytes: IMPORT_CSV_MAX_BYTES, kind: 'CSV' }),
      dryRun: (query.dry_run ?? form?.get('dry_run')) === 'true',
    }),
);
