import 'server-only';
import type { SavedResumeSummary } from '@/lib/contracts/resume-answers';
import { prisma } from '@/server/db/client';
import { toSavedResumeSummary } from './resume-dto';

/** The user's saved resumes, default first, then the most recently updated. */
export async function listResumes({ userId }: { userId: string }): Promise<SavedResumeSummary[]> {
  const db = await prisma();
  const rows = await db.resume.findMany({
    where: { userId },
    orderBy: [{ isDefault: 'desc' }, { updatedAt: 'desc' }, { id: 'asc' }],
    select: { id: true, name: true, isDefault: true, template: true, updatedAt: true },
  });
  return rows.map(toSavedResumeSummary);
}
