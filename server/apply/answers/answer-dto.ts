import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import type { SavedAnswer } from '@/lib/apply/answer-schemas';

export const answerSelect = {
  id: true,
  question: true,
  answer: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.ApplyAnswerSelect;

export type AnswerRow = Prisma.ApplyAnswerGetPayload<{ select: typeof answerSelect }>;

export function toAnswerDto(row: AnswerRow): SavedAnswer {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
