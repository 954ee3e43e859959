import 'server-only';
import type { CoverLetterDto } from '@/lib/contracts/cover-letters';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { coverLetterSelect, toCoverLetterDto } from './cover-letter-dto';

export type UpdateCoverLetterOptions = {
  userId: string;
  applicationId: string;
  id: string;
  body: string;
};

/** Saves the edited text of one version (never a sent one: 409); the answer carries its claims checked again. */
export async function updateCoverLetter({
  userId,
  applicationId,
  id,
  body,
}: UpdateCoverLetterOptions): Promise<CoverLetterDto> {
  const db = await prisma();
  const { count } = await db.coverLetter.updateMany({
    where: { id, applicationId, userId, sentAt: null },
    data: { body },
  });
  if (count === 0) {
    const sent = await db.coverLetter.findFirst({
      where: { id, applicationId, userId },
      select: { sentAt: true },
    });
    if (sent?.sentAt)
      throw new AppError(
        'CONFLICT',
        'This letter was sent with the application, so it stays as sent: write a new version to change it',
      );
    throw new AppError('NOT_FOUND', 'Cover letter not found');
  }
  const row = await db.coverLetter.findFirst({
    where: { id, applicationId, userId },
    select: coverLetterSelect,
  });
  if (!row) throw new AppError('NOT_FOUND', 'Cover letter not found');
  return toCoverLetterDto(row);
}
