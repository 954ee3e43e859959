import 'server-only';
import type { CoverLetterDto } from '@/lib/contracts/cover-letters';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { coverLetterSelect, toCoverLetterDto } from './cover-letter-dto';

export type ListCoverLettersOptions = { userId: string; applicationId: string };

/** The application's cover-letter versions, newest first; another user's application is a 404. */
export async function listCoverLetters({
  userId,
  applicationId,
}: ListCoverLettersOptions): Promise<CoverLetterDto[]> {
  const db = await prisma();
  const app = await db.application.findFirst({
    where: { id: applicationId, userId },
    select: { id: true },
  });
  if (!app) throw new AppError('NOT_FOUND', 'Application not found');
  const rows = await db.coverLetter.findMany({
    where: { applicationId, userId },
    orderBy: { version: 'desc' },
    select: coverLetterSelect,
  });
  return rows.map(toCoverLetterDto);
}
