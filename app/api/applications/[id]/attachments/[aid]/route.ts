// GET / DELETE /api/applications/{id}/attachments/{aid} — download one attachment, or delete it
import { deleteAttachment } from '@/server/applications/attachments/delete-attachment';
import { downloadAttachment } from '@/server/applications/attachments/download-attachment';
import { apiRoute } from '@/server/route/route';
import * as attachmentsApi from '@/lib/contracts/attachments';

export const GET = apiRoute(attachmentsApi.downloadAttachment, {}, async ({ user, params }) =>
  downloadAttachment({ userId: user.id, applicationId: params.id ?? '', id: params.aid ?? '' }),
);

export const DELETE = apiRoute(attachmentsApi.deleteAttachment, {}, async ({ user, params }) => {
  await deleteAttachment({ userId: user.id, applicationId: params.id ?? '', id: params.aid ?? '' });
  return { message: 'Attachment deleted' };
});
