import 'server-only';
import type { Resume } from '@/lib/resume/resume-schema';
import { prisma } from '@/server/db/client';
import type { SavedResume } from './get-current-resume';

export type SaveCurrentResumeInput = { userId: string; resume: Resume };

/** Creates or replaces the signed-in user's resume (already validated by the route). */
export async function saveCurrentResume({ userId, resume }: SaveCurrentResumeInput): Promise<SavedResume> {
  const db = await prisma();
  const row = await db.resume.upsert({
    where: { userId_name: { userId, name: 'current' } },
    create: { userId, name: 'current', data: resume },
    update: { data: resume },
    select: { updatedAt: true },
  });
  return { resume_json: resume, updated_at: row.updatedAt.toISOString() };
}
