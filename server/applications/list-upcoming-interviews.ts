import 'server-only';
import type { ApplicationDto } from '@/lib/contracts/application-answers';
import { prisma } from '@/server/db/client';
import { applicationSelect, toApplicationDto } from './application-dto';

export type ListUpcomingInterviewsOptions = { userId: string; limit?: number; now?: Date };

/** The user's interviews still ahead (not on rejected applications), soonest first, each in its own zone. */
export async function listUpcomingInterviews({
  userId,
  limit = 20,
  now = new Date(),
}: ListUpcomingInterviewsOptions): Promise<ApplicationDto[]> {
  const db = await prisma();
  const rows = await db.application.findMany({
    where: { userId, interviewAt: { gt: now }, status: { not: 'Rejected' } },
    orderBy: [{ interviewAt: 'asc' }, { id: 'asc' }],
    take: limit,
    select: applicationSelect,
  });
  return rows.map(toApplicationDto);
}
