import 'server-only';
import type { SavedResumeDto } from '@/lib/contracts/resume-answers';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { resumeSelect, toSavedResumeDto } from './resume-dto';

export type GetResumeOptions = { userId: string; id: string };

/** One of the user's saved resumes; another user's id is a 404 like a missing one. */
export async function getResumeOrThrow({ userId, id }: GetResumeOptions): Promise<SavedResumeDto> {
  const db = await prisma();
  const row = await db.resume.findFirst({ where: { id, userId }, select: resumeSelect });
  if (!row) throw new AppError('NOT_FOUND', 'Resume not found');
  return toSavedResumeDto(row);
}
