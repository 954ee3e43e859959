import 'server-only';
import { resumeSchema } from '@/lib/resume/resume-schema';
import type { SentResumeDto } from '@/lib/resume/saved-resume-schemas';
import { knownTemplate } from '@/lib/resume/templates';
import { prisma } from '@/server/db/client';

export type GetSentResumeOptions = { userId: string; applicationId: string };

/** The copy of the resume sent with one of the user's applications, or null when none was attached. */
export async function getSentResume({ userId, applicationId }: GetSentResumeOptions): Promise<SentResumeDto | null> {
  const db = await prisma();
  const row = await db.sentResume.findFirst({
    where: { applicationId, userId },
    select: { name: true, data: true, template: true, jobDescription: true, sentAt: true },
  });
  if (!row) return null;
  const parsed = resumeSchema.safeParse(row.data);
  return {
    name: row.name,
    template: knownTemplate(row.template),
    resume_json: parsed.success ? parsed.data : resumeSchema.parse({}),
    job_description: row.jobDescription,
    sent_at: row.sentAt.toISOString(),
  };
}
