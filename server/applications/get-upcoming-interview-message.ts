import 'server-only';
import { prisma } from '@/server/db/client';
import { upcomingInterviewMessage } from '@/lib/applications/upcoming-interview-message';

export type GetUpcomingInterviewMessageOptions = {
  userId: string;
  userTimezone: string | null;
  now?: Date;
};

/** The banner sentence about the user's next future interview, or null when there is none. */
export async function getUpcomingInterviewMessage({
  userId,
  userTimezone,
  now = new Date(),
}: GetUpcomingInterviewMessageOptions): Promise<string | null> {
  const db = await prisma();
  const next = await db.application.findFirst({
    where: { userId, interviewAt: { gt: now }, status: { not: 'Rejected' } },
    orderBy: [{ interviewAt: 'asc' }, { id: 'asc' }],
    select: { jobTitle: true, company: true, interviewAt: true, interviewTimezone: true },
  });
  if (!next?.interviewAt) return null;
  return upcomingInterviewMessage({
    company: next.company,
    jobTitle: next.jobTitle,
    at: next.interviewAt,
    zone: userTimezone ?? next.interviewTimezone ?? 'UTC',
    now,
  });
}
