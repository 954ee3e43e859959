import { describe, expect, it } from 'vitest';
import {
  parseWallClock,
  toZonedIso,
  wallClockToInstant,
  toWallClockString,
  zoneOffsetMinutes,
} from './wall-clock';
import { zoneCodeAt } from './zone-code';

function instant(text: string, zone: string) {
  const wall = parseWallClock(text);
  if (!wall) throw new Error(`bad wall clock ${text}`);
  return wallClockToInstant(wall, zone);
}

describe('wall clock → instant', () => {
  it('keeps 09:00 in New York at 09:00 on both sides of the March DST change', () => {
    const before = instant('2026-03-06 09:00', 'America/New_York');
    const after = instant('2026-03-09 09:00', 'America/New_York');
    expect(before.ok && before.instant.toISOString()).toBe('2026-03-06T14:00:00.000Z');
    expect(after.ok && after.instant.toISOString()).toBe('2026-03-09T13:00:00.000Z');
    expect(after.ok && toZonedIso(after.instant, 'America/New_York')).toBe(
      '2026-03-09T09:00:00-04:00',
    );
    expect(before.ok && toZonedIso(before.instant, 'America/New_York')).toBe(
      '2026-03-06T09:00:00-05:00',
    );
  });

  it('refuses a time inside the spring-forward gap', () => {
    expect(instant('2026-03-08 02:30', 'America/New_York')).toEqual({ ok: false, reason: 'gap' });
    expect(instant('2026-03-29 02:15', 'Europe/Berlin')).toEqual({ ok: false, reason: 'gap' });
    expect(instant('2026-10-04 02:00', 'Australia/Sydney')).toEqual({ ok: false, reason: 'gap' });
  });

  it('picks the first occurrence of a fall-back time', () => {
    const r = instant('2026-11-01 01:30', 'America/New_York');
    expect(r.ok && r.ambiguous).toBe(true);
    expect(r.ok && r.instant.toISOString()).toBe('2026-11-01T05:30:00.000Z');
    const b = instant('2026-10-25 02:30', 'Europe/Berlin');
    expect(b.ok && b.instant.toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('handles zones without DST and with half-hour and southern-hemisphere offsets', () => {
    const lagos = instant('2026-07-01 10:00', 'Africa/Lagos');
    expect(lagos.ok && lagos.instant.toISOString()).toBe('2026-07-01T09:00:00.000Z');
    const kolkata = instant('2026-01-01 00:00:00', 'Asia/Kolkata');
    expect(kolkata.ok && kolkata.instant.toISOString()).toBe('2025-12-31T18:30:00.000Z');
    const sydneySummer = instant('2026-01-15 09:00', 'Australia/Sydney');
    const sydneyWinter = instant('2026-07-15 09:00', 'Australia/Sydney');
    expect(sydneySummer.ok && toZonedIso(sydneySummer.instant, 'Australia/Sydney')).toBe(
      '2026-01-15T09:00:00+11:00',
    );
    expect(sydneyWinter.ok && toZonedIso(sydneyWinter.instant, 'Australia/Sydney')).toBe(
      '2026-07-15T09:00:00+10:00',
    );
  });

  it('round-trips every 15 minutes over a London DST week', () => {
    const start = Date.parse('2026-03-27T00:00:00Z');
    for (let t = start; t < start + 4 * 86_400_000; t += 15 * 60_000) {
      const at = new Date(t);
      const wall = parseWallClock(toWallClockString(at, 'Europe/London'));
      const back = wall && wallClockToInstant(wall, 'Europe/London');
      expect(back && back.ok && back.instant.getTime()).toBe(t);
    }
  });

  it('rejects malformed and impossible calendar times', () => {
    expect(parseWallClock('2026-02-30 10:00')).toBeNull();
    expect(parseWallClock('2026-01-01 24:00')).toBeNull();
    expect(parseWallClock('tomorrow')).toBeNull();
    expect(parseWallClock('2026-01-01T10:00')).not.toBeNull();
  });

  it('knows offsets and zone codes', () => {
    expect(zoneOffsetMinutes(new Date('2026-07-01T00:00:00Z'), 'America/New_York')).toBe(-240);
    expect(zoneCodeAt(new Date('2026-07-01T00:00:00Z'), 'America/New_York')).toBe('EDT');
    expect(zoneCodeAt(new Date('2026-01-01T00:00:00Z'), 'America/New_York')).toBe('EST');
    expect(zoneCodeAt(new Date('2026-01-01T00:00:00Z'), 'Africa/Lagos')).toBe('WAT');
    expect(zoneCodeAt(new Date('2026-07-01T00:00:00Z'), 'Europe/Berlin')).toBe('CEST');
  });
});
