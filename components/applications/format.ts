// Display helpers for applications: dates, interview times with zone codes.
import { toWallClockString } from '@/lib/time/wall-clock';
import { zoneCodeAt } from '@/lib/time/zone-code';

/** '2026-11-21' → 'Nov 21, 2026' (a calendar date, no zone shift). */
export function formatCalendarDate(ymd: string | null): string {
  if (!ymd) return '—';
  const d = new Date(`${ymd}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return ymd;
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(d);
}

/** 'Tue, Nov 24, 2026 · 10:00 WAT' for an instant shown in `zone`. */
export function formatInterview(iso: string, zone: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const date = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(at);
  return `${date} · ${toWallClockString(at, zone).slice(11, 16)} ${zoneCodeAt(at, zone)}`;
}

/** The same instant in the user's zone, or null when it is the interview's zone anyway. */
export function formatInterviewForUser(
  iso: string,
  interviewZone: string,
  userZone: string,
): string | null {
  if (!userZone || userZone === interviewZone) return null;
  const at = new Date(iso);
  if (
    toWallClockString(at, interviewZone) === toWallClockString(at, userZone) &&
    zoneCodeAt(at, interviewZone) === zoneCodeAt(at, userZone)
  )
    return null;
  return formatInterview(iso, userZone);
}
