import 'server-only';
import { prisma } from '@/server/db/client';
import { env } from '@/server/env';
import { AppError } from '@/server/http/app-error';
import { buildCalendar } from './build-calendar';
import { interviewEvent } from './interview-event';

export type GetInterviewIcsOptions = { userId: string; id: string };

/** One of the user's interviews as an iCalendar file; another user's id is a 404 like a missing one. */
export async function getInterviewIcs({
  userId,
  id,
}: GetInterviewIcsOptions): Promise<{ filename: string; text: string }> {
  const db = await prisma();
  const app = await db.application.findFirst({
    where: { id, userId },
    select: {
      id: true,
      jobTitle: true,
      company: true,
      jobLink: true,
      notes: true,
      interviewAt: true,
      interviewTimezone: true,
    },
  });
  if (!app) throw new AppError('NOT_FOUND', 'Application not found');
  if (!app.interviewAt)
    throw new AppError('NOT_FOUND', 'This application has no interview scheduled');
  const text = buildCalendar({
    name: `Interview: ${app.jobTitle} at ${app.company}`,
    stamp: new Date(),
    events: [
      interviewEvent({
        ...app,
        interviewAt: app.interviewAt,
        applicationUrl: new URL(`/applications/${app.id}`, env().APP_URL).toString(),
      }),
    ],
  });
  const slug =
    `${app.company}-${app.jobTitle}`
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'interview';
  return { filename: `interview-${slug}.ics`, text };
}
