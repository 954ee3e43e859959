import 'server-only';
import type { Resume } from '@/lib/resume/resume-schema';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { resumeSelect, toSavedResumeDto } from './resume-dto';

export type SavedResume = {
  id: string;
  name: string;
  template: string;
  resume_json: Resume;
  updated_at: string;
};

/** The signed-in user's default resume, or 404 when they have not saved one. */
export async function getCurrentResume({ userId }: { userId: string }): Promise<SavedResume> {
  const db = await prisma();
  const row = await db.resume.findFirst({
    where: { userId, isDefault: true },
    select: resumeSelect,
  });
  if (!row) throw new AppError('NOT_FOUND', 'No saved resume yet');
  const dto = toSavedResumeDto(row);
  return {
    id: dto.id,
    name: dto.name,
    template: dto.template,
    resume_json: dto.resume_json,
    updated_at: dto.updated_at,
  };
}
