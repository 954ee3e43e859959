import 'server-only';
import { ATTACHMENT_QUOTA_BYTES } from '@/lib/applications/attachments';
import type { AttachmentDto } from '@/lib/contracts/attachments';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { attachmentSelect, toAttachmentDto } from './attachment-dto';

export type ListAttachmentsOptions = { userId: string; applicationId: string };

export type AttachmentList = {
  data: AttachmentDto[];
  /** The owner's attachments across all applications against the 100 MB allowance. */
  usage: { used_bytes: number; quota_bytes: number };
};

/** An application's attachments, oldest first (no bytes); another user's application is a 404. */
export async function listAttachments({
  userId,
  applicationId,
}: ListAttachmentsOptions): Promise<AttachmentList> {
  const db = await prisma();
  const app = await db.application.findFirst({
    where: { id: applicationId, userId },
    select: { id: true },
  });
  if (!app) throw new AppError('NOT_FOUND', 'Application not found');
  const [rows, used] = await Promise.all([
    db.applicationAttachment.findMany({
      where: { applicationId, userId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: attachmentSelect,
    }),
    db.applicationAttachment.aggregate({ where: { userId }, _sum: { size: true } }),
  ]);
  return {
    data: rows.map(toAttachmentDto),
    usage: { used_bytes: used._sum.size ?? 0, quota_bytes: ATTACHMENT_QUOTA_BYTES },
  };
}
