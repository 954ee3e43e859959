import { describe, expect, it } from 'vitest';
import { periodRange } from './insights-period';

const today = new Date(2026, 10, 25); // 25 Nov 2026, local

describe('periodRange', () => {
  it('counts the last 30 and 90 days back from today, today included', () => {
    expect(periodRange('30', today, { from: '', to: '' })).toEqual({
      from: '2026-10-27',
      to: '2026-11-25',
    });
    expect(periodRange('90', today, { from: '', to: '' })).toEqual({
      from: '2026-08-28',
      to: '2026-11-25',
    });
  });
  it('sends nothing for all time, and a custom period only once it is one', () => {
    expect(periodRange('all', today, { from: '', to: '' })).toEqual({});
    expect(periodRange('custom', today, { from: '2026-01-01', to: '2026-03-31' })).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
    });
    expect(periodRange('custom', today, { from: '2026-03-31', to: '2026-01-01' })).toBeNull();
    expect(periodRange('custom', today, { from: '2026-01-01', to: '' })).toBeNull();
  });
});
