import 'server-only';
import { applyProfileInputSchema, type ApplyProfile } from '@/lib/apply/profile-schema';
import type { ExportedSubmission } from '@/lib/apply/portable-schemas';
import { submissionSelect, toSubmissionDto } from '@/server/apply/submissions/submission-dto';
import { prisma } from '@/server/db/client';

export type ExportedApplyData = {
  /** The saved profile; null when the user never saved one (the prefilled defaults are not data). */
  apply_profile: ApplyProfile | null;
  apply_answers: { question: string; answer: string; created_at: string; updated_at: string }[];
  /** Each application's snapshots, oldest first, by application id. */
  submissions: Map<string, ExportedSubmission[]>;
};

/**
 * The Applying room's part of "Export my data" (ADR 266): the apply profile, the saved answers and
 * every submission snapshot without the resume's bytes (its name, size and SHA-256 say which file).
 */
export async function exportApplyData(userId: string): Promise<ExportedApplyData> {
  const db = await prisma();
  const profile = await db.applyProfile.findUnique({ where: { userId }, select: { data: true } });
  const parsed = profile ? applyProfileInputSchema.safeParse(profile.data) : null;
  const answers = await db.applyAnswer.findMany({
    where: { userId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { question: true, answer: true, createdAt: true, updatedAt: true },
  });
  const rows = await db.applicationSubmission.findMany({
    where: { userId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { ...submissionSelect, applicationId: true, createdAt: true },
  });
  const submissions = new Map<string, ExportedSubmission[]>();
  for (const row of rows) {
    const dto = toSubmissionDto(row);
    const list = submissions.get(row.applicationId) ?? [];
    list.push({
      submitted_at: dto.submitted_at,
      recorded_at: row.createdAt.toISOString(),
      page_url: dto.page_url,
      answers: dto.answers,
      resume: dto.resume,
      cover_letter: dto.cover_letter,
    });
    submissions.set(row.applicationId, list);
  }
  return {
    apply_profile: parsed?.success ? parsed.data : null,
    apply_answers: answers.map((a) => ({
      question: a.question,
      answer: a.answer,
      created_at: a.createdAt.toISOString(),
      updated_at: a.updatedAt.toISOString(),
    })),
    submissions,
  };
}
