import { describe, expect, it } from 'vitest';
import { planTaskReminder } from './plan-task-reminder';

const now = new Date('2026-12-01T12:00:00Z');

describe('planTaskReminder', () => {
  it('is the due time for an open task due later, or due moments ago (sent at once)', () => {
    const later = new Date('2026-12-02T09:00:00Z');
    expect(planTaskReminder({ dueAt: later, done: false, now })).toEqual(later);
    const justNow = new Date('2026-12-01T11:59:00Z');
    expect(planTaskReminder({ dueAt: justNow, done: false, now })).toEqual(justNow);
  });

  it('is none for a done task, an undated one, or one more than a day overdue', () => {
    expect(
      planTaskReminder({ dueAt: new Date('2026-12-02T09:00:00Z'), done: true, now }),
    ).toBeNull();
    expect(planTaskReminder({ dueAt: null, done: false, now })).toBeNull();
    expect(
      planTaskReminder({ dueAt: new Date('2026-11-30T11:00:00Z'), done: false, now }),
    ).toBeNull();
  });
});
