import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

describe('timeAgo', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it("says 'just now' under a minute and counts down otherwise", () => {
    expect(timeAgo(new Date('2026-11-21T11:59:30Z'), now)).toBe('just now');
    expect(timeAgo('2026-11-21T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-11-19T11:00:00Z', now)).toBe('2 days ago');
    expect(timeAgo('not a date', now)).toBe('');
  });
});
