import 'server-only';
import { applyProfileInputSchema, type ApplyProfile } from '@/lib/apply/profile-schema';
import type { ExportedSubmission } from '@/lib/apply/portable-schemas';
import { prisma } from '@/server/db/client';

type StoredAnswer = { question: string; answer: string; field: string | null };

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
    select: {
      applicationId: true,
      submittedAt: true,
      createdAt: true,
      pageUrl: true,
      answers: true,
      resumeFilename: true,
      resumeSha256: true,
      resumeSize: true,
      coverLetter: true,
    },
  });
  const submissions = new Map<string, ExportedSubmission[]>();
  for (const row of rows) {
    const answers = Array.isArray(row.answers) ? (row.answers as StoredAnswer[]) : [];
    const list = submissions.get(row.applicationId) ?? [];
    list.push({
      submitted_at: row.submittedAt.toISOString(),
      recorded_at: row.createdAt.toISOString(),
      page_url: row.pageUrl,
      answers: answers.map((a) => ({
        question: String(a.question),
        answer: String(a.answer),
        field: a.field ?? null,
      })),
      resume:
        row.resumeFilename && row.resumeSha256 && row.resumeSize !== null
          ? { filename: row.resumeFilename, sha256: row.resumeSha256, size: row.resumeSize }
          : null,
      cover_letter: row.coverLetter,
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
