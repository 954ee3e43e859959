import { describe, expect, it } from 'vitest';
import {
  filterTimezoneOptions,
  pickerOptions,
  resolveTimezone,
  timezoneAbbreviations,
  timezoneCode,
  timezoneOptions,
} from './timezone-options';

describe('time-zone lists', () => {
  it('has about 50 named zones with unique codes, every value a real IANA zone', () => {
    expect(timezoneOptions.length).toBeGreaterThanOrEqual(45);
    expect(new Set(timezoneOptions.map((o) => o.code)).size).toBe(timezoneOptions.length);
    for (const o of [...timezoneOptions, ...timezoneAbbreviations]) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: o.value })).not.toThrow();
    }
  });

  it('maps the spec examples', () => {
    const byCode = Object.fromEntries(timezoneOptions.map((o) => [o.code, o.value]));
    expect(byCode).toMatchObject({
      WAT: 'Africa/Lagos',
      EST: 'America/New_York',
      UTC: 'UTC',
      IST: 'Asia/Kolkata',
      JST: 'Asia/Tokyo',
      AEST: 'Australia/Sydney',
      PST: 'America/Los_Angeles',
      CST_CHINA: 'Asia/Shanghai',
      AST_ARABIA: 'Asia/Riyadh',
    });
  });

  it('has the 20 abbreviations', () => {
    expect(timezoneAbbreviations.map((o) => o.code)).toEqual([
      'WAT',
      'CAT',
      'EAT',
      'SAST',
      'GMT',
      'CET',
      'CEST',
      'EET',
      'EEST',
      'MSK',
      'UTC',
      'EST',
      'EDT',
      'CST',
      'CDT',
      'PST',
      'PDT',
      'IST',
      'JST',
      'KST',
    ]);
  });
});

describe('resolveTimezone', () => {
  it('resolves codes from both lists in any case, and IANA names canonically', () => {
    expect(resolveTimezone('wat')).toBe('Africa/Lagos');
    expect(resolveTimezone('EDT')).toBe('America/New_York');
    expect(resolveTimezone('CST_CHINA')).toBe('Asia/Shanghai');
    expect(resolveTimezone('Europe/Paris')).toBe('Europe/Paris');
    expect(resolveTimezone('europe/paris')).toBe('Europe/Paris');
    expect(resolveTimezone('UTC')).toBe('UTC');
  });

  it('rejects anything else', () => {
    for (const bad of ['', '  ', 'Mars/Olympus', 'not a zone', '../etc/passwd', 'X'.repeat(100)]) {
      expect(resolveTimezone(bad)).toBeNull();
    }
  });
});

describe('picker helpers', () => {
  it('lists the named zones first, then every other IANA zone once', () => {
    const all = pickerOptions();
    expect(all.slice(0, timezoneOptions.length)).toEqual(timezoneOptions);
    expect(all.length).toBeGreaterThan(300);
    expect(all.filter((o) => o.value === 'Africa/Lagos')).toHaveLength(1);
    expect(all.some((o) => o.value === 'Pacific/Chatham')).toBe(true);
  });

  it('filters by code or name, case-insensitively', () => {
    expect(filterTimezoneOptions(timezoneOptions, 'wat').map((o) => o.code)).toContain('WAT');
    expect(filterTimezoneOptions(timezoneOptions, 'TOKYO').map((o) => o.code)).toEqual(['JST']);
    expect(filterTimezoneOptions(timezoneOptions, 'zzzz-nothing')).toEqual([]);
  });

  it('gives a short code for a zone', () => {
    expect(timezoneCode('America/New_York')).toBe('EST');
    expect(timezoneCode('Asia/Shanghai')).toBe('CST');
    expect(timezoneCode('Pacific/Chatham')).toBe('Pacific/Chatham');
  });
});
