import { describe, expect, it } from 'vitest';
import { nineAmOn, planReminders } from './plan-reminders';

const base = {
  followUpDate: null,
  appliedDate: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  status: 'Interview',
  userZone: 'UTC',
};
const iso = (d: Date | undefined) => d?.toISOString();

describe('planReminders', () => {
  it('puts the 24 h reminder a real day (not a wall-clock day) before an interview across DST changes', () => {
    // Interview the day after each zone changes its clocks: 24 h before is a different wall-clock hour.
    const cases: [string, string][] = [
      ['2026-03-09T14:00:00Z', 'America/New_York'], // spring forward 8 March
      ['2026-11-02T15:00:00Z', 'America/New_York'], // fall back 1 November
      ['2026-03-30T08:00:00Z', 'Europe/Berlin'],
      ['2026-04-05T23:00:00Z', 'Australia/Sydney'], // fall back 5 April (southern autumn)
    ];
    for (const [at] of cases) {
      const interviewAt = new Date(at);
      const plan = planReminders({ ...base, interviewAt, now: new Date('2026-01-01T00:00:00Z') });
      expect(plan.map((p) => p.kind)).toEqual(['INTERVIEW_24H', 'INTERVIEW_1H']);
      expect(plan[0]?.dueAt.getTime()).toBe(interviewAt.getTime() - 86_400_000);
      expect(plan[1]?.dueAt.getTime()).toBe(interviewAt.getTime() - 3_600_000);
    }
  });

  it('keeps only the 1 h reminder, due now, for an interview 50 minutes away; nothing for a past one', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const soon = planReminders({
      ...base,
      interviewAt: new Date(now.getTime() + 50 * 60_000),
      now,
    });
    expect(soon).toEqual([{ kind: 'INTERVIEW_1H', dueAt: new Date(now.getTime() - 10 * 60_000) }]);
    const later = planReminders({
      ...base,
      interviewAt: new Date(now.getTime() + 5 * 3_600_000),
      now,
    });
    expect(later.map((p) => p.kind)).toEqual(['INTERVIEW_24H', 'INTERVIEW_1H']);
    expect(planReminders({ ...base, interviewAt: new Date(now.getTime() - 60_000), now })).toEqual(
      [],
    );
  });

  it('sends follow-ups at 09:00 in the user zone on both sides of a DST change', () => {
    const expectations: [string, string, string][] = [
      ['2026-03-07', 'America/New_York', '2026-03-07T14:00:00.000Z'], // EST
      ['2026-03-09', 'America/New_York', '2026-03-09T13:00:00.000Z'], // EDT
      ['2026-10-24', 'Europe/London', '2026-10-24T08:00:00.000Z'], // BST
      ['2026-10-26', 'Europe/London', '2026-10-26T09:00:00.000Z'], // GMT
      ['2026-04-04', 'Australia/Sydney', '2026-04-03T22:00:00.000Z'], // AEDT
      ['2026-04-06', 'Australia/Sydney', '2026-04-05T23:00:00.000Z'], // AEST
      ['2026-06-01', 'Asia/Kolkata', '2026-06-01T03:30:00.000Z'],
    ];
    for (const [date, zone, due] of expectations) {
      expect(iso(nineAmOn(new Date(`${date}T00:00:00Z`), zone)), `${date} ${zone}`).toBe(due);
      const plan = planReminders({
        ...base,
        interviewAt: null,
        followUpDate: new Date(`${date}T00:00:00Z`),
        userZone: zone,
        now: new Date('2026-01-01T00:00:00Z'),
      });
      expect(iso(plan[0]?.dueAt)).toBe(due);
    }
  });

  it('nudges 14 days after applying, at 09:00 in the user zone, only while Applied', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    const applied = {
      ...base,
      interviewAt: null,
      appliedDate: new Date('2026-03-01T00:00:00Z'),
      userZone: 'America/Los_Angeles',
      now,
    };
    // 15 March 2026 is after the US change (8 March): 09:00 PDT = 16:00 UTC.
    expect(planReminders({ ...applied, status: 'Applied' })).toEqual([
      { kind: 'NO_REPLY', dueAt: new Date('2026-03-15T16:00:00Z') },
    ]);
    expect(planReminders({ ...applied, status: 'Offer' })).toEqual([]);
    // A follow-up date long past is stale: no email for it.
    expect(planReminders({ ...applied, followUpDate: new Date('2026-01-01T00:00:00Z') })).toEqual(
      [],
    );
  });
});
