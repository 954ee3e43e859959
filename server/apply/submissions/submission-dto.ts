import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import type { SubmissionDto } from '@/lib/apply/submission-schemas';

/** The columns a snapshot answer needs: never the file's bytes. */
export const submissionSelect = {
  id: true,
  submittedAt: true,
  pageUrl: true,
  answers: true,
  resumeFilename: true,
  resumeSha256: true,
  resumeSize: true,
  coverLetter: true,
} satisfies Prisma.ApplicationSubmissionSelect;

export type SubmissionRow = Prisma.ApplicationSubmissionGetPayload<{
  select: typeof submissionSelect;
}>;

type StoredAnswer = { question: string; answer: string; field: string | null };

export function toSubmissionDto(row: SubmissionRow): SubmissionDto {
  const answers = Array.isArray(row.answers) ? (row.answers as StoredAnswer[]) : [];
  return {
    id: row.id,
    submitted_at: row.submittedAt.toISOString(),
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
  };
}
