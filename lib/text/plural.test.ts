import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it('uses the singular for exactly one and the plural for everything else', () => {
    expect(plural(1, 'date range')).toBe('1 date range');
    expect(plural(0, 'date range')).toBe('0 date ranges');
    expect(plural(7, 'more required term')).toBe('7 more required terms');
    expect(plural(-1, 'day')).toBe('-1 days');
    expect(plural(1.5, 'day')).toBe('1.5 days');
  });

  it('takes an irregular plural', () => {
    expect(plural(1, 'entry', 'entries')).toBe('1 entry');
    expect(plural(3, 'entry', 'entries')).toBe('3 entries');
  });

  it('writes large counts with thousands separators', () => {
    expect(plural(1200, 'word')).toBe('1,200 words');
  });
});
