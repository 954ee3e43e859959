import 'server-only';
import type { SavedResumeDto } from '@/lib/contracts/resume-answers';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { requireFreeResumeName } from './require-free-resume-name';
import { resumeSelect, toSavedResumeDto } from './resume-dto';

export type DuplicateResumeOptions = { userId: string; id: string; name: string };

/** Copies one of the user's resumes (content and template) under a new name; the copy is never the default. */
export async function duplicateResume({
  userId,
  id,
  name,
}: DuplicateResumeOptions): Promise<SavedResumeDto> {
  const db = await prisma();
  const row = await db.$transaction(async (tx) => {
    const source = await tx.resume.findFirst({
      where: { id, userId },
      select: { data: true, template: true },
    });
    if (!source) throw new AppError('NOT_FOUND', 'Resume not found');
    await requireFreeResumeName({ tx, userId, name });
    return tx.resume.create({
      data: { userId, name, data: source.data ?? {}, template: source.template, isDefault: false },
      select: resumeSelect,
    });
  });
  return toSavedResumeDto(row);
}
