import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';

export type DeleteCoverLetterOptions = { userId: string; applicationId: string; id: string };

/** Removes one cover-letter version of one of the user's applications. */
export async function deleteCoverLetter({
  userId,
  applicationId,
  id,
}: DeleteCoverLetterOptions): Promise<void> {
  const db = await prisma();
  const { count } = await db.coverLetter.deleteMany({ where: { id, applicationId, userId } });
  if (count === 0) throw new AppError('NOT_FOUND', 'Cover letter not found');
}
