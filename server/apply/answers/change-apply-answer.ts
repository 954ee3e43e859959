import 'server-only';
import { Prisma } from '@/generated/prisma/client';
import type { SavedAnswer, UpdateAnswerInput } from '@/lib/apply/answer-schemas';
import { questionKey } from '@/lib/apply/match-question';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { answerSelect, toAnswerDto } from './answer-dto';

/** Changes one saved answer (only the fields sent); 404 for an id the user does not own. */
export async function updateApplyAnswer({
  userId,
  id,
  changes,
}: {
  userId: string;
  id: string;
  changes: UpdateAnswerInput;
}): Promise<SavedAnswer> {
  const db = await prisma();
  const data: Prisma.ApplyAnswerUpdateManyMutationInput = {};
  if (changes.answer !== undefined) data.answer = changes.answer;
  if (changes.question !== undefined) {
    data.question = changes.question;
    data.questionKey = questionKey(changes.question);
  }
  try {
    const { count } = await db.applyAnswer.updateMany({ where: { id, userId }, data });
    if (count === 0) throw new AppError('NOT_FOUND', 'Saved answer not found');
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
      throw new AppError(
        'CONFLICT',
        'question: another saved answer already answers this question; change that one instead',
      );
    throw error;
  }
  const row = await db.applyAnswer.findFirstOrThrow({
    where: { id, userId },
    select: answerSelect,
  });
  return toAnswerDto(row);
}

/** Deletes one saved answer; 404 for an id the user does not own. */
export async function deleteApplyAnswer({ userId, id }: { userId: string; id: string }) {
  const db = await prisma();
  const { count } = await db.applyAnswer.deleteMany({ where: { id, userId } });
  if (count === 0) throw new AppError('NOT_FOUND', 'Saved answer not found');
}
