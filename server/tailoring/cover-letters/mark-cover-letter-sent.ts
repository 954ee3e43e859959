import 'server-only';
import type { CoverLetterDto } from '@/lib/contracts/cover-letters';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { coverLetterSelect, toCoverLetterDto } from './cover-letter-dto';

export type MarkCoverLetterSentOptions = {
  userId: string;
  applicationId: string;
  id: string;
  /** true: this version is the one sent (the mark moves from any other); false: clear its mark. */
  sent: boolean;
  now?: Date;
};

/**
 * "What I sent" for letters: records one version as the letter sent with its
 * application, in one transaction (the other versions' marks cleared first, so the partial unique
 * index never sees two). A sent version is frozen: updateCoverLetter refuses to edit it.
 */
export async function markCoverLetterSent({
  userId,
  applicationId,
  id,
  sent,
  now = new Date(),
}: MarkCoverLetterSentOptions): Promise<CoverLetterDto> {
  const db = await prisma();
  const row = await db.$transaction(async (tx) => {
    const letter = await tx.coverLetter.findFirst({
      where: { id, applicationId, userId },
      select: { id: true, sentAt: true },
    });
    if (!letter) throw new AppError('NOT_FOUND', 'Cover letter not found');
    if (sent && !letter.sentAt) {
      await tx.coverLetter.updateMany({
        where: { applicationId, userId, sentAt: { not: null } },
        data: { sentAt: null },
      });
      await tx.coverLetter.update({ where: { id }, data: { sentAt: now } });
    } else if (!sent && letter.sentAt) {
      await tx.coverLetter.update({ where: { id }, data: { sentAt: null } });
    }
    return tx.coverLetter.findUniqueOrThrow({ where: { id }, select: coverLetterSelect });
  });
  return toCoverLetterDto(row);
}
