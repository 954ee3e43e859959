import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { attachmentDisposition } from './attachment-disposition';

export type DownloadAttachmentOptions = { userId: string; applicationId: string; id: string };

/**
 * One of the user's attachments as a download: its sniffed type, `nosniff`, `attachment` with a
 * safe name, and a sandboxing CSP in case a browser renders it anyway. Not the owner's: a 404.
 */
export async function downloadAttachment({
  userId,
  applicationId,
  id,
}: DownloadAttachmentOptions): Promise<Response> {
  const db = await prisma();
  const row = await db.applicationAttachment.findFirst({
    where: { id, applicationId, userId },
    select: { filename: true, mediaType: true, data: true },
  });
  if (!row) throw new AppError('NOT_FOUND', 'Attachment not found');
  return new Response(row.data as BodyInit, {
    headers: {
      'content-type': row.mediaType,
      'content-length': String(row.data.byteLength),
      'content-disposition': attachmentDisposition(row.filename),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    },
  });
}
