import 'server-only';
import { Prisma } from '@/generated/prisma/client';
import { MAX_SAVED_ANSWERS, type SavedAnswer } from '@/lib/apply/answer-schemas';
import { questionKey } from '@/lib/apply/match-question';
import { prisma } from '@/server/db/client';
import { AppError } from '@/server/http/app-error';
import { answerSelect, toAnswerDto } from './answer-dto';

type Client = Prisma.TransactionClient | Awaited<ReturnType<typeof prisma>>;

/**
 * Saves an answer; the same question (the same key, lib/apply/match-question.ts) already saved
 * gets the new wording and answer instead of a second row. `created` says which happened.
 */
export async function saveApplyAnswer({
  userId,
  question,
  answer,
  db: client,
}: {
  userId: string;
  question: string;
  answer: string;
  db?: Client;
}): Promise<{ answer: SavedAnswer; created: boolean }> {
  const db = client ?? (await prisma());
  const key = questionKey(question);
  for (let attempt = 0; ; attempt++) {
    const existing = await db.applyAnswer.findUnique({
      where: { userId_questionKey: { userId, questionKey: key } },
      select: { id: true },
    });
    if (existing) {
      const row = await db.applyAnswer.update({
        where: { id: existing.id },
        data: { question, answer },
        select: answerSelect,
      });
      return { answer: toAnswerDto(row), created: false };
    }
    if ((await db.applyAnswer.count({ where: { userId } })) >= MAX_SAVED_ANSWERS)
      throw new AppError(
        'VALIDATION_ERROR',
        `You have ${MAX_SAVED_ANSWERS} saved answers, the most kept: delete some first`,
      );
    try {
      const row = await db.applyAnswer.create({
        data: { userId, question, questionKey: key, answer },
        select: answerSelect,
      });
      return { answer: toAnswerDto(row), created: true };
    } catch (error) {
      // Saved at the same moment by another request: update that one.
      if (
        attempt < 2 &&
        error instanceof Prisma.PrismaClientKnownRequestError &&
        error.code === 'P2002'
      )
        continue;
      throw error;
    }
  }
}
