import 'server-only';
import type { CoverLetterDto } from '@/lib/contracts/cover-letters';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { coverLetterSelect, toCoverLetterDto } from './cover-letter-dto';

export type GetCoverLetterOptions = { userId: string; applicationId: string; id: string };

/** One cover letter of one of the user's applications; another user's id is a 404 like a missing one. */
export async function getCoverLetterOrThrow({
  userId,
  applicationId,
  id,
}: GetCoverLetterOptions): Promise<CoverLetterDto> {
  const db = await prisma();
  const row = await db.coverLetter.findFirst({
    where: { id, applicationId, userId },
    select: coverLetterSelect,
  });
  if (!row) throw new AppError('NOT_FOUND', 'Cover letter not found');
  return toCoverLetterDto(row);
}
