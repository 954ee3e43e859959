import 'server-only';
import type { CalendarEvent } from './build-calendar';

export type InterviewEventOptions = {
  id: string;
  jobTitle: string;
  company: string;
  jobLink: string | null;
  notes: string | null;
  interviewAt: Date;
  interviewTimezone: string | null;
  applicationUrl: string;
};

/** The calendar event for an interview: 1 hour in the interview's own zone, a stable UID, an alarm 1 hour before. */
export function interviewEvent(o: InterviewEventOptions): CalendarEvent {
  const description = [
    o.jobLink ? `Job: ${o.jobLink}` : null,
    `In Pursuit: ${o.applicationUrl}`,
    o.notes ? `\nNotes:\n${o.notes}` : null,
  ]
    .filter((l): l is string => l !== null)
    .join('\n');
  return {
    uid: `interview-${o.id}@pursuit`,
    start: o.interviewAt,
    zone: o.interviewTimezone ?? 'UTC',
    durationMinutes: 60,
    summary: `Interview: ${o.jobTitle} at ${o.company}`,
    description,
    url: o.jobLink,
    alarmMinutesBefore: 60,
  };
}
