import 'server-only';
import { prisma } from '@/server/db/client';

export type RevokeCalendarFeedOptions = { userId: string };

/** Revokes the user's feed URL (a no-op when there is none). */
export async function revokeCalendarFeed({ userId }: RevokeCalendarFeedOptions): Promise<void> {
  const db = await prisma();
  await db.calendarFeed.deleteMany({ where: { userId } });
}
