import 'server-only';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';

export type DeleteResumeOptions = { userId: string; id: string };

/**
 * Deletes one of the user's resumes. Copies already sent with applications stay. When the
 * default goes, the most recently updated remaining resume becomes the default.
 */
export async function deleteResume({ userId, id }: DeleteResumeOptions): Promise<void> {
  const db = await prisma();
  await db.$transaction(async (tx) => {
    const row = await tx.resume.findFirst({ where: { id, userId }, select: { isDefault: true } });
    if (!row) throw new AppError('NOT_FOUND', 'Resume not found');
    await tx.resume.delete({ where: { id, userId } });
    if (!row.isDefault) return;
    const next = await tx.resume.findFirst({
      where: { userId },
      orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }],
      select: { id: true },
    });
    if (next) await tx.resume.update({ where: { id: next.id, userId }, data: { isDefault: true } });
  });
}
