import 'server-only';
import { prisma } from '@/server/db/client';
import { env } from '@/server/env';
import { AppError } from '@/server/http/app-error';
import { buildCalendar, type CalendarEvent } from './build-calendar';
import { hashFeedToken } from './feed-token';
import { interviewEvent } from './interview-event';

export type ReadCalendarFeedOptions = { token: string };

/** The feed a calendar app subscribes to: the token's owner's interviews and follow-up dates; 404 once revoked. */
export async function readCalendarFeed({ token }: ReadCalendarFeedOptions): Promise<string> {
  const db = await prisma();
  const feed = await db.calendarFeed.findUnique({
    where: { tokenHash: hashFeedToken(token) },
    select: { userId: true },
  });
  if (!feed) throw new AppError('NOT_FOUND', 'Calendar feed not found');
  const apps = await db.application.findMany({
    where: {
      userId: feed.userId,
      OR: [{ interviewAt: { not: null } }, { followUpDate: { not: null } }],
    },
    select: {
      id: true,
      jobTitle: true,
      company: true,
      jobLink: true,
      notes: true,
      interviewAt: true,
      interviewTimezone: true,
      followUpDate: true,
    },
    orderBy: { createdAt: 'desc' },
    take: 1000,
  });
  const { APP_URL } = env();
  const events: CalendarEvent[] = [];
  for (const app of apps) {
    const applicationUrl = new URL(`/applications/${app.id}`, APP_URL).toString();
    if (app.interviewAt)
      events.push(interviewEvent({ ...app, interviewAt: app.interviewAt, applicationUrl }));
    if (app.followUpDate) {
      events.push({
        uid: `follow-up-${app.id}@pursuit`,
        start: app.followUpDate,
        zone: null,
        durationMinutes: 0,
        summary: `Follow up: ${app.jobTitle} at ${app.company}`,
        description: `In Pursuit: ${applicationUrl}`,
        url: null,
        alarmMinutesBefore: null,
      });
    }
  }
  return buildCalendar({ name: 'Pursuit — interviews and follow-ups', stamp: new Date(), events });
}
