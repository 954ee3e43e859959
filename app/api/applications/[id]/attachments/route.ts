// GET / POST /api/applications/{id}/attachments — the application's files; POST attaches one (multipart `file`)
import { ATTACHMENT_MAX_BYTES, formatFileSize } from '@/lib/applications/attachments';
import { listAttachments } from '@/server/applications/attachments/list-attachments';
import { uploadAttachment } from '@/server/applications/attachments/upload-attachment';
import { apiRoute, json } from '@/server/route/route';
import { userAndAddressLimits } from '@/server/http/user-and-address-limits';
import * as attachmentsApi from '@/lib/contracts/attachments';

export const GET = apiRoute(attachmentsApi.listAttachments, {}, async ({ user, params }) =>
  listAttachments({ userId: user.id, applicationId: params.id ?? '' }),
);

export const POST = apiRoute(
  attachmentsApi.uploadAttachment,
  {
    // The file plus room for the multipart framing; a larger body is refused before it is read,
    // and told the file's limit (the framing is ours, not the person's to count).
    maxBodyBytes: ATTACHMENT_MAX_BYTES + 64 * 1024,
    tooLargeDetail: `file: the file is larger than ${formatFileSize(ATTACHMENT_MAX_BYTES)}, the most an attachment can be.`,
    rateLimit: userAndAddressLimits('attachments', { limit: 60, windowSeconds: 600 }),
  },
  async ({ user, params, form }) =>
    json(
      {
        data: await uploadAttachment({
          userId: user.id,
          applicationId: params.id ?? '',
          file: form?.get('file'),
        }),
      },
      201,
    ),
);
