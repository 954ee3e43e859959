import 'server-only';
import { prisma } from '@/server/db/client';
import type { CalendarFeedStatusDto } from '@/lib/contracts/account-answers';

export type GetCalendarFeedStatusOptions = { userId: string };

/** Whether the user has a feed URL and since when (the URL itself cannot be shown again: only its hash is kept). */
export async function getCalendarFeedStatus({
  userId,
}: GetCalendarFeedStatusOptions): Promise<CalendarFeedStatusDto> {
  const db = await prisma();
  const row = await db.calendarFeed.findUnique({ where: { userId }, select: { createdAt: true } });
  return { active: Boolean(row), created_at: row?.createdAt.toISOString() ?? null };
}
