import 'server-only';
import { wallClockToInstant } from '@/lib/time/wall-clock';

export type ReminderKindName =
  'INTERVIEW_24H' | 'INTERVIEW_1H' | 'FOLLOW_UP' | 'NO_REPLY' | 'TASK_DUE';

export type PlanRemindersOptions = {
  interviewAt: Date | null;
  followUpDate: Date | null;
  appliedDate: Date | null;
  createdAt: Date;
  status: string;
  /** The user's IANA zone; dates-only reminders go at 09:00 there (UTC when unknown). */
  userZone: string | null;
  now: Date;
};

export type PlannedReminder = { kind: ReminderKindName; dueAt: Date };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A date reminder (follow-up, no reply) whose time passed more than this ago is stale, not sent. */
const DATE_GRACE_MS = DAY;
export const NO_REPLY_DAYS = 14;

/** 09:00 on a calendar date (a DATE column, midnight UTC) as clocks in `zone` show it. */
export function nineAmOn(date: Date, zone: string): Date {
  const wall = {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: 9,
    minute: 0,
    second: 0,
  };
  const r = wallClockToInstant(wall, zone);
  if (r.ok) return r.instant;
  // A zone whose clocks skip 09:00 that day: the hour after the gap is the honest answer.
  const later = wallClockToInstant({ ...wall, hour: 10 }, zone);
  return later.ok ? later.instant : new Date(Date.UTC(wall.year, wall.month - 1, wall.day, 9));
}

/**
 * The reminders an application should have right now. Interview reminders are 24 h and 1 h
 * before; when both are already due (an interview less than an hour away) only the 1 h one is
 * kept, so the person gets one email at once, not two. Nothing is planned for a past interview
 * or for a date reminder more than a day stale.
 */
export function planReminders(o: PlanRemindersOptions): PlannedReminder[] {
  const now = o.now.getTime();
  const zone = o.userZone ?? 'UTC';
  const out: PlannedReminder[] = [];
  if (o.interviewAt && o.interviewAt.getTime() > now) {
    const start = o.interviewAt.getTime();
    const at1h = start - HOUR;
    const at24h = start - DAY;
    if (at1h > now) out.push({ kind: 'INTERVIEW_24H', dueAt: new Date(at24h) });
    out.push({ kind: 'INTERVIEW_1H', dueAt: new Date(at1h) });
  }
  if (o.followUpDate) {
    const due = nineAmOn(o.followUpDate, zone);
    if (due.getTime() > now - DATE_GRACE_MS) out.push({ kind: 'FOLLOW_UP', dueAt: due });
  }
  if (o.status === 'Applied') {
    const from = o.appliedDate ?? new Date(`${o.createdAt.toISOString().slice(0, 10)}T00:00:00Z`);
    const due = nineAmOn(new Date(from.getTime() + NO_REPLY_DAYS * DAY), zone);
    if (due.getTime() > now - DATE_GRACE_MS) out.push({ kind: 'NO_REPLY', dueAt: due });
  }
  return out;
}
