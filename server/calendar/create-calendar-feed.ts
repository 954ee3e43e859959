import 'server-only';
import { prisma } from '@/server/db/client';
import { env } from '@/server/env';
import type { CalendarFeedDto } from '@/lib/contracts/account-answers';
import { hashFeedToken, newFeedToken } from './feed-token';

export type CreateCalendarFeedOptions = { userId: string };

/** Creates the user's private feed URL, or rotates it (the old URL stops working at once). */
export async function createCalendarFeed({
  userId,
}: CreateCalendarFeedOptions): Promise<CalendarFeedDto> {
  const token = newFeedToken();
  const tokenHash = hashFeedToken(token);
  const db = await prisma();
  const now = new Date();
  await db.calendarFeed.upsert({
    where: { userId },
    create: { userId, tokenHash, createdAt: now },
    update: { tokenHash, createdAt: now },
  });
  return {
    url: new URL(`/api/calendar/feed/${token}.ics`, env().APP_URL).toString(),
    created_at: now.toISOString(),
  };
}
