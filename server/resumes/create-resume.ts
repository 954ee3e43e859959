import 'server-only';
import type { Resume } from '@/lib/resume/resume-schema';
import type { SavedResumeDto } from '@/lib/contracts/resume-answers';
import { defaultTemplateId } from '@/lib/resume/templates';
import { prisma } from '@/server/db/client';
import { requireFreeResumeName } from './require-free-resume-name';
import { resumeSelect, toSavedResumeDto } from './resume-dto';

export type CreateResumeOptions = {
  userId: string;
  name: string;
  resume: Resume;
  template?: string;
};

/** Saves a new named resume; the user's first resume becomes their default. */
export async function createResume({
  userId,
  name,
  resume,
  template,
}: CreateResumeOptions): Promise<SavedResumeDto> {
  const db = await prisma();
  const row = await db.$transaction(async (tx) => {
    await requireFreeResumeName({ tx, userId, name });
    const hasDefault = await tx.resume.count({ where: { userId, isDefault: true } });
    return tx.resume.create({
      data: {
        userId,
        name,
        data: resume,
        template: template ?? defaultTemplateId,
        isDefault: hasDefault === 0,
      },
      select: resumeSelect,
    });
  });
  return toSavedResumeDto(row);
}
