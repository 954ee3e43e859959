import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import { MAX_SAVED_ANSWERS } from '@/lib/apply/answer-schemas';
import { questionKey } from '@/lib/apply/match-question';
import type { AccountDocument } from '@/lib/users/account-document';
import { AppError } from '@/server/http/app-error';

export type ImportApplyDataOptions = {
  tx: Prisma.TransactionClient;
  userId: string;
  doc: AccountDocument;
  /** The snapshots of each application the import creates, under its new id. */
  submissions: {
    applicationId: string;
    list: AccountDocument['applications'][number]['submissions'];
  }[];
};

/**
 * The Applying room's part of an account import (ADR 266), in the import's transaction: the apply
 * profile replaces the saved one when the file has one; saved answers are added, one for a
 * question already saved (the same normal form) replaces its answer; snapshots come with the
 * applications created, without the resume's bytes (the export does not carry them).
 */
export async function importApplyData({
  tx,
  userId,
  doc,
  submissions,
}: ImportApplyDataOptions): Promise<{ apply_answers: number; submissions: number }> {
  if (doc.apply_profile) {
    const data = doc.apply_profile as Prisma.InputJsonValue;
    await tx.applyProfile.upsert({
      where: { userId },
      create: { userId, data },
      update: { data },
    });
  }
  for (const a of doc.apply_answers) {
    const key = questionKey(a.question);
    await tx.applyAnswer.upsert({
      where: { userId_questionKey: { userId, questionKey: key } },
      create: { userId, question: a.question, questionKey: key, answer: a.answer },
      update: { question: a.question, answer: a.answer },
    });
  }
  if (
    doc.apply_answers.length &&
    (await tx.applyAnswer.count({ where: { userId } })) > MAX_SAVED_ANSWERS
  )
    throw new AppError(
      'VALIDATION_ERROR',
      `apply_answers: the account would have more than ${MAX_SAVED_ANSWERS} saved answers`,
    );
  const rows: Prisma.ApplicationSubmissionCreateManyInput[] = submissions.flatMap(
    ({ applicationId, list }) =>
      list.map((s) => ({
        userId,
        applicationId,
        submittedAt: new Date(s.submitted_at),
        ...(s.recorded_at ? { createdAt: new Date(s.recorded_at) } : {}),
        pageUrl: s.page_url,
        answers: s.answers.map((x) => ({ question: x.question, answer: x.answer, field: x.field })),
        resumeFilename: s.resume?.filename ?? null,
        resumeSha256: s.resume?.sha256 ?? null,
        resumeSize: s.resume?.size ?? null,
        coverLetter: s.cover_letter,
      })),
  );
  if (rows.length) await tx.applicationSubmission.createMany({ data: rows });
  return { apply_answers: doc.apply_answers.length, submissions: rows.length };
}
