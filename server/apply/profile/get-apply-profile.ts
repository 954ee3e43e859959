import 'server-only';
import { applyProfileInputSchema, type ApplyProfile } from '@/lib/apply/profile-schema';
import { resumeSchema } from '@/lib/resume/resume-schema';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { prefillApplyProfile } from './prefill-apply-profile';

/**
 * The saved apply profile (parsed again, so a stored row from an older shape answers today's);
 * for a user who never saved one, the prefilled defaults (not stored).
 */
export async function getApplyProfile({ userId }: { userId: string }): Promise<ApplyProfile> {
  const db = await prisma();
  const saved = await db.applyProfile.findUnique({ where: { userId }, select: { data: true } });
  if (saved) {
    const parsed = applyProfileInputSchema.safeParse(saved.data);
    if (parsed.success) return parsed.data;
  }
  const user = await db.user.findUnique({ where: { id: userId }, select: { email: true } });
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  const resume = await db.resume.findFirst({
    where: { userId, isDefault: true },
    select: { data: true },
  });
  const parsed = resume ? resumeSchema.safeParse(resume.data) : null;
  return prefillApplyProfile({ email: user.email, resume: parsed?.success ? parsed.data : null });
}
