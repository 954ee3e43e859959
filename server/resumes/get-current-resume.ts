import 'server-only';
import { resumeSchema, type Resume } from '@/lib/resume/resume-schema';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';

export type SavedResume = { resume_json: Resume; updated_at: string };

/** The signed-in user's saved resume, or 404 when they have not saved one. */
export async function getCurrentResume({ userId }: { userId: string }): Promise<SavedResume> {
  const db = await prisma();
  const row = await db.resume.findUnique({
    where: { userId_name: { userId, name: 'current' } },
    select: { data: true, updatedAt: true },
  });
  if (!row) throw new AppError('NOT_FOUND', 'No saved resume yet');
  // Stored data was validated on save; parsing again fills defaults added to the schema since.
  const parsed = resumeSchema.safeParse(row.data);
  if (!parsed.success) throw new AppError('NOT_FOUND', 'No saved resume yet');
  return { resume_json: parsed.data, updated_at: row.updatedAt.toISOString() };
}
