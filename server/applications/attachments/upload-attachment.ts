import 'server-only';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_QUOTA_BYTES,
  formatFileSize,
} from '@/lib/applications/attachments';
import type { AttachmentDto } from '@/lib/contracts/attachments';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { attachmentSelect, toAttachmentDto } from './attachment-dto';
import { cleanAttachmentFilename } from './clean-attachment-filename';
import { sniffAttachmentType } from './sniff-attachment-type';

export type UploadAttachmentOptions = {
  userId: string;
  applicationId: string;
  /** The form's `file` field as received. */
  file: FormDataEntryValue | null | undefined;
};

const notFound = () => new AppError('NOT_FOUND', 'Application not found');

/**
 * Keeps a file with one of the user's applications: at most 10 MB, a PDF, DOCX, PNG or JPEG by
 * its bytes, under a cleaned name. The owner's total (100 MB) is checked and the row written in
 * one transaction holding the user's row, so two uploads at once cannot both slip under it, and
 * holding the application's, so it cannot be deleted in between.
 */
export async function uploadAttachment({
  userId,
  applicationId,
  file,
}: UploadAttachmentOptions): Promise<AttachmentDto> {
  if (!(file instanceof File))
    throw new AppError('VALIDATION_ERROR', 'file: choose a file to attach');
  if (file.size > ATTACHMENT_MAX_BYTES)
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `file: ${file.name} is larger than 10 MB, the most an attachment can be.`,
    );
  if (file.size === 0) throw new AppError('VALIDATION_ERROR', 'file: the file is empty');
  const db = await prisma();
  const owned = await db.application.findFirst({
    where: { id: applicationId, userId },
    select: { id: true },
  });
  if (!owned) throw notFound();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mediaType = await sniffAttachmentType(bytes);
  const filename = cleanAttachmentFilename({ name: file.name, mediaType });
  const row = await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
    const app = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM applications WHERE id = ${applicationId} AND user_id = ${userId} FOR SHARE`;
    if (app.length === 0) throw notFound();
    const used = await tx.applicationAttachment.aggregate({
      where: { userId },
      _sum: { size: true },
    });
    const total = used._sum.size ?? 0;
    if (total + bytes.byteLength > ATTACHMENT_QUOTA_BYTES)
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `file: your attachments may take 100 MB in all; ${formatFileSize(total)} is used and this file is ${formatFileSize(bytes.byteLength)}. Delete some attachments first.`,
      );
    return tx.applicationAttachment.create({
      data: { userId, applicationId, filename, mediaType, size: bytes.byteLength, data: bytes },
      select: attachmentSelect,
    });
  });
  return toAttachmentDto(row);
}
