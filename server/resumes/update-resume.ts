import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import type { UpdateResumeInput } from '@/lib/resume/saved-resume-schemas';
import type { SavedResumeDto } from '@/lib/contracts/resume-answers';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { requireFreeResumeName } from './require-free-resume-name';
import { resumeSelect, toSavedResumeDto } from './resume-dto';

export type UpdateResumeOptions = { userId: string; id: string; changes: UpdateResumeInput };

/** Renames, rewrites, re-templates or makes default one of the user's resumes (only the fields sent). */
export async function updateResume({
  userId,
  id,
  changes,
}: UpdateResumeOptions): Promise<SavedResumeDto> {
  const db = await prisma();
  const row = await db.$transaction(async (tx) => {
    const current = await tx.resume.findFirst({ where: { id, userId }, select: { id: true } });
    if (!current) throw new AppError('NOT_FOUND', 'Resume not found');
    const data: Prisma.ResumeUpdateInput = {};
    if (changes.name !== undefined) {
      await requireFreeResumeName({ tx, userId, name: changes.name, exceptId: id });
      data.name = changes.name;
    }
    if (changes.resume_json !== undefined) data.data = changes.resume_json;
    if (changes.template !== undefined) data.template = changes.template;
    if (changes.is_default) {
      await tx.resume.updateMany({
        where: { userId, isDefault: true, NOT: { id } },
        data: { isDefault: false },
      });
      data.isDefault = true;
    }
    return tx.resume.update({ where: { id, userId }, data, select: resumeSelect });
  });
  return toSavedResumeDto(row);
}
