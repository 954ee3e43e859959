import 'server-only';
import type { Resume } from '@/lib/resume/resume-schema';
import { prisma } from '@/server/db/client';
import { resumeSelect, toSavedResumeDto } from './resume-dto';
import type { SavedResume } from './get-current-resume';
import { pickFreeResumeName } from './pick-free-resume-name';

export type SaveCurrentResumeInput = { userId: string; resume: Resume; template?: string };

/** The name the first resume gets when it is saved through /api/resumes/current. */
const firstResumeName = 'My resume';

/** Replaces the user's default resume (and its template when sent), or creates it (as "My resume") when they have none. */
export async function saveCurrentResume({
  userId,
  resume,
  template,
}: SaveCurrentResumeInput): Promise<SavedResume> {
  const db = await prisma();
  const row = await db.$transaction(async (tx) => {
    const current = await tx.resume.findFirst({
      where: { userId, isDefault: true },
      select: { id: true },
    });
    if (current)
      return tx.resume.update({
        where: { id: current.id, userId },
        data: { data: resume, template },
        select: resumeSelect,
      });
    const name = await pickFreeResumeName({ tx, userId, base: firstResumeName });
    return tx.resume.create({
      data: { userId, name, data: resume, template, isDefault: true },
      select: resumeSelect,
    });
  });
  const dto = toSavedResumeDto(row);
  return {
    id: dto.id,
    name: dto.name,
    template: dto.template,
    resume_json: resume,
    updated_at: dto.updated_at,
  };
}
