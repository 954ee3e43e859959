import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';

export type DeleteAttachmentOptions = { userId: string; applicationId: string; id: string };

/** Removes one attachment of one of the user's applications; not theirs (or gone): a 404. */
export async function deleteAttachment({
  userId,
  applicationId,
  id,
}: DeleteAttachmentOptions): Promise<void> {
  const db = await prisma();
  const { count } = await db.applicationAttachment.deleteMany({
    where: { id, applicationId, userId },
  });
  if (count === 0) throw new AppError('NOT_FOUND', 'Attachment not found');
}
