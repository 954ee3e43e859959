import 'server-only';
import { ICalAlarmType, ICalCalendar } from 'ical-generator';
import { wallClockAt, type WallClock } from '@/lib/time/wall-clock';
import { buildVtimezone } from './build-vtimezone';

export type CalendarEvent = {
  uid: string;
  start: Date;
  /** IANA zone the event is written in (DTSTART;TZID=…); null = a whole-day event on `start`'s UTC date. */
  zone: string | null;
  durationMinutes: number;
  summary: string;
  description: string;
  url: string | null;
  alarmMinutesBefore: number | null;
};

export type BuildCalendarOptions = { name: string; events: CalendarEvent[]; stamp: Date };

const YEAR = 365 * 86_400_000;

// ical-generator writes a Date in a zone through the process's local clock; these objects give it
// the zone's wall-clock fields instead, through the shape of Temporal.PlainDateTime it supports.
type Zoned = WallClock & { timeZoneId: string; toPlainDateTime: () => Plain; withTimeZone: () => Zoned };
type Plain = WallClock & { toZonedDateTime: (zone: string) => Zoned; toPlainDate: () => { year: number; month: number; day: number } };

function wallClockValue(instant: Date, zone: string): Plain {
  const w = wallClockAt(instant, zone);
  const plain: Plain = {
    ...w,
    toZonedDateTime: (timeZoneId) => {
      const zoned: Zoned = { ...w, timeZoneId, toPlainDateTime: () => plain, withTimeZone: () => zoned };
      return zoned;
    },
    toPlainDate: () => ({ year: w.year, month: w.month, day: w.day }),
  };
  return plain;
}

/** An RFC 5545 calendar (ical-generator), with the VTIMEZONE each zoned event needs. */
export function buildCalendar({ name, events, stamp }: BuildCalendarOptions): string {
  const times = events.map((e) => e.start.getTime());
  const from = new Date(Math.min(...times, stamp.getTime()) - YEAR);
  const to = new Date(Math.max(...times, stamp.getTime()) + YEAR);
  const calendar = new ICalCalendar({ name, prodId: { company: 'Pursuit', product: 'Pursuit', language: 'EN' } });
  calendar.timezone({ name: null, generator: (zone) => buildVtimezone({ zone, from, to }) });
  for (const e of events) {
    const end = new Date(e.start.getTime() + e.durationMinutes * 60_000);
    const event = calendar.createEvent({
      id: e.uid,
      stamp,
      summary: e.summary,
      description: e.description,
      url: e.url,
      ...(e.zone
        ? { start: wallClockValue(e.start, e.zone), end: wallClockValue(end, e.zone), timezone: e.zone }
        : { start: e.start, allDay: true }),
    });
    if (e.alarmMinutesBefore !== null) {
      event.createAlarm({ type: ICalAlarmType.display, triggerBefore: e.alarmMinutesBefore * 60, description: e.summary });
    }
  }
  return calendar.toString();
}
