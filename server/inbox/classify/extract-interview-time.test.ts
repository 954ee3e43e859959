import { describe, expect, it } from 'vitest';
import { extractInterviewTime } from './extract-interview-time';

const sent = new Date('2026-11-20T09:00:00Z');

describe('extractInterviewTime', () => {
  it('reads an English date, a 12-hour time and an abbreviated zone', () => {
    expect(
      extractInterviewTime(
        'Are you free on Thursday, December 3 at 2:30 PM PST for a call?',
        sent,
        'en',
      ),
    ).toEqual({
      at: '2026-12-03T14:30:00.000-08:00',
      timezone: 'America/Los_Angeles',
    });
  });

  it('reads an IANA zone after a day-first date', () => {
    expect(extractInterviewTime('Interview: 3 Dec 14:00 Europe/Berlin', sent, 'en')).toEqual({
      at: '2026-12-03T14:00:00.000+01:00',
      timezone: 'Europe/Berlin',
    });
  });

  it('reads German, French and Spanish dates', () => {
    expect(
      extractInterviewTime(
        'Das Gespräch findet am 4. Dezember um 10:30 Uhr (MEZ) statt.',
        sent,
        'de',
      )?.at,
    ).toBe('2026-12-04T10:30:00.000+01:00');
    expect(
      extractInterviewTime(
        "L'entretien aura lieu le 7 janvier à 9h15 (heure de Paris).",
        sent,
        'fr',
      )?.at,
    ).toBe('2027-01-07T09:15:00.000+01:00');
    expect(
      extractInterviewTime(
        'La entrevista será el 2 de diciembre de 2026 a las 16:00 (hora de Madrid).',
        sent,
        'es',
      )?.at,
    ).toBe('2026-12-02T16:00:00.000+01:00');
  });

  it('reads a weekday and tomorrow relative to the mail, in the user zone when none is named', () => {
    expect(
      extractInterviewTime('Could we talk tomorrow at 11:00?', sent, 'en', 'Europe/London'),
    ).toEqual({
      at: '2026-11-21T11:00:00.000+00:00',
      timezone: 'Europe/London',
    });
    expect(extractInterviewTime('How about Monday at 3pm ET?', sent, 'en')?.at).toBe(
      '2026-11-23T15:00:00.000-05:00',
    );
  });

  it('reads numeric dates by the language and a UTC offset', () => {
    expect(extractInterviewTime('Termin: 05.12.2026, 14:00 UTC+1', sent, 'de')).toEqual({
      at: '2026-12-05T14:00:00.000+01:00',
      timezone: 'Etc/GMT-1',
    });
    expect(
      extractInterviewTime('Your interview is on 12/05/2026 at 9:00 AM EST.', sent, 'en')?.at,
    ).toBe('2026-12-05T09:00:00.000-05:00');
  });

  it('finds nothing in a date without a time or in plain text', () => {
    expect(extractInterviewTime('We will be in touch by December 3.', sent, 'en')).toBeNull();
    expect(extractInterviewTime('Version 14.2 shipped in 3 days.', sent, 'en')).toBeNull();
  });
});
