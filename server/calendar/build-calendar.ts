import 'server-only';
import {
  ICalAlarmType,
  ICalCalendar,
  type ICalTemporalInstantStub,
  type ICalTemporalPlainDateTimeStub,
  type ICalTemporalZonedDateTimeStub,
} from 'ical-generator';
import { toWallClockString, toZonedIso, wallClockAt } from '@/lib/time/wall-clock';
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

// ical-generator writes a Date in a zone through the process's local clock; a Temporal-shaped
// value (the stubs it supports) gives it the zone's own wall-clock fields instead.
function wallClockValue(instant: Date, zone: string): ICalTemporalPlainDateTimeStub {
  const w = wallClockAt(instant, zone);
  const local =
    toWallClockString(instant, zone).replace(' ', 'T') + `:${String(w.second).padStart(2, '0')}`;
  const date = {
    year: w.year,
    month: w.month,
    day: w.day,
    toJSON: () => local.slice(0, 10),
    toString: () => local.slice(0, 10),
  };
  const zoned = (): ICalTemporalZonedDateTimeStub => {
    const z: ICalTemporalZonedDateTimeStub = {
      ...w,
      timeZoneId: zone,
      toInstant: (): ICalTemporalInstantStub => ({
        epochMilliseconds: instant.getTime(),
        toJSON: () => instant.toISOString(),
        toString: () => instant.toISOString(),
        toZonedDateTimeISO: () => z,
      }),
      toJSON: () => toZonedIso(instant, zone),
      toString: () => toZonedIso(instant, zone),
      toPlainDateTime: () => plain,
      withTimeZone: () => z,
    };
    return z;
  };
  const plain: ICalTemporalPlainDateTimeStub = {
    ...w,
    toJSON: () => local,
    toString: () => local,
    toPlainDate: () => date,
    toZonedDateTime: zoned,
  };
  return plain;
}

/** An RFC 5545 calendar (ical-generator), with the VTIMEZONE each zoned event needs. */
export function buildCalendar({ name, events, stamp }: BuildCalendarOptions): string {
  const times = events.map((e) => e.start.getTime());
  const from = new Date(Math.min(...times, stamp.getTime()) - YEAR);
  const to = new Date(Math.max(...times, stamp.getTime()) + YEAR);
  const calendar = new ICalCalendar({
    name,
    prodId: { company: 'Pursuit', product: 'Pursuit', language: 'EN' },
  });
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
        ? {
            start: wallClockValue(e.start, e.zone),
            end: wallClockValue(end, e.zone),
            timezone: e.zone,
          }
        : { start: e.start, allDay: true }),
    });
    if (e.alarmMinutesBefore !== null) {
      event.createAlarm({
        type: ICalAlarmType.display,
        triggerBefore: e.alarmMinutesBefore * 60,
        description: e.summary,
      });
    }
  }
  return calendar.toString();
}
