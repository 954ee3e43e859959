import 'server-only';
import type { SavedAnswer } from '@/lib/apply/answer-schemas';
import { MAX_SAVED_ANSWERS } from '@/lib/apply/answer-schemas';
import { matchQuestion } from '@/lib/apply/match-question';
import { prisma } from '@/server/db/client';
import { answerSelect, toAnswerDto } from './answer-dto';

/**
 * The user's saved answers, newest first; with `question`, only those whose question means the
 * same (lib/apply/match-question.ts), best first, each with its score.
 */
export async function listApplyAnswers({
  userId,
  question,
}: {
  userId: string;
  question?: string;
}): Promise<SavedAnswer[]> {
  const db = await prisma();
  const rows = await db.applyAnswer.findMany({
    where: { userId },
    orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }],
    take: MAX_SAVED_ANSWERS,
    select: answerSelect,
  });
  if (!question) return rows.map(toAnswerDto);
  return matchQuestion(question, rows, (r) => r.question).map(({ candidate, score }) => ({
    ...toAnswerDto(candidate),
    score,
  }));
}
