import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar } from './build-calendar';

function parse(text: string) {
  const comp = new ICAL.Component(ICAL.parse(text));
  for (const tz of comp.getAllSubcomponents('vtimezone'))
    ICAL.TimezoneService.register(new ICAL.Timezone(tz));
  return comp;
}

const interview = (start: string, zone: string) =>
  buildCalendar({
    name: 'Pursuit',
    stamp: new Date('2026-01-01T00:00:00Z'),
    events: [
      {
        uid: 'interview-abc@pursuit',
        start: new Date(start),
        zone,
        durationMinutes: 60,
        summary: 'Interview: Engineer at Acme; Inc.',
        description: 'Job: https://jobs.example/1\n\nNotes: bring, a portfolio',
        url: 'https://jobs.example/1',
        alarmMinutesBefore: 60,
      },
    ],
  });

describe('buildCalendar', () => {
  it('writes DTSTART with the interview zone and a VTIMEZONE ical.js resolves to the same instant', () => {
    const text = interview('2026-03-10T01:00:00Z', 'Asia/Tokyo');
    expect(text).toContain('DTSTART;TZID=Asia/Tokyo:20260310T100000');
    const cal = parse(text);
    expect(cal.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Asia/Tokyo');
    const event = new ICAL.Event(cal.getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-03-10T01:00:00.000Z');
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(
      3_600_000,
    );
    expect(event.summary).toBe('Interview: Engineer at Acme; Inc.');
    expect(event.description).toBe('Job: https://jobs.example/1\n\nNotes: bring, a portfolio');
    expect(event.uid).toBe('interview-abc@pursuit');
    const alarm = event.component.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('trigger')?.toString()).toBe('-PT1H');
  });

  it('handles an interview the night clocks change (New York, Berlin, Sydney) on both sides', () => {
    const cases: [string, string, string][] = [
      // 1 h interview crossing the US spring-forward: 01:30 EST → 03:30 EDT is one hour.
      ['2026-03-08T06:30:00Z', 'America/New_York', '20260308T013000'],
      ['2026-03-29T00:30:00Z', 'Europe/Berlin', '20260329T013000'],
      ['2026-10-03T15:30:00Z', 'Australia/Sydney', '20261004T013000'],
      // The morning after Berlin falls back (03:30 CET), and São Paulo (no DST any more).
      ['2026-10-25T02:30:00Z', 'Europe/Berlin', '20261025T033000'],
      ['2026-11-01T12:00:00Z', 'America/Sao_Paulo', '20261101T090000'],
    ];
    for (const [iso, zone, local] of cases) {
      const text = interview(iso, zone);
      expect(text).toContain(`DTSTART;TZID=${zone}:${local}`);
      const event = new ICAL.Event(parse(text).getFirstSubcomponent('vevent')!);
      expect(event.startDate.toJSDate().toISOString(), zone).toBe(new Date(iso).toISOString());
      expect(event.endDate.toJSDate().getTime() - new Date(iso).getTime(), zone).toBe(3_600_000);
    }
  });

  it('writes whole-day events on their date', () => {
    const text = buildCalendar({
      name: 'Pursuit',
      stamp: new Date('2026-01-01T00:00:00Z'),
      events: [
        {
          uid: 'f@p',
          start: new Date('2026-05-04T00:00:00Z'),
          zone: null,
          durationMinutes: 0,
          summary: 'Follow up',
          description: '',
          url: null,
          alarmMinutesBefore: null,
        },
      ],
    });
    expect(text).toContain('DTSTART;VALUE=DATE:20260504');
    const event = new ICAL.Event(parse(text).getFirstSubcomponent('vevent')!);
    expect(event.startDate.isDate).toBe(true);
  });
});
