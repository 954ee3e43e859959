import { describe, expect, it } from 'vitest';
import { daysSince, stageSince } from './stage-since';

const created = new Date('2026-11-27T08:00:00Z');
const oct2 = new Date('2026-10-02T00:00:00Z');

describe('stageSince', () => {
  it('the last recorded change into the current stage', () => {
    const at = new Date('2026-11-20T10:00:00Z');
    expect(
      stageSince({
        status: 'Interview',
        lastChange: { from: 'Applied', status: 'Interview', at },
        appliedDate: oct2,
        createdAt: created,
      }),
    ).toBe(at);
  });

  it('Applied with no recorded move: the applied date, not the day the record was made', () => {
    const since = stageSince({
      status: 'Applied',
      // The history's first row: the record was made in Applied today.
      lastChange: { from: null, status: 'Applied', at: created },
      appliedDate: oct2,
      createdAt: created,
    });
    expect(since).toBe(oct2);
    expect(daysSince(since, created)).toBe(56);
  });

  it('a last change to another stage (moved without a record) does not count', () => {
    expect(
      stageSince({
        status: 'Applied',
        lastChange: {
          from: 'Applied',
          status: 'Not Applied',
          at: new Date('2026-11-01T00:00:00Z'),
        },
        appliedDate: oct2,
        createdAt: new Date('2026-09-01T00:00:00Z'),
      }),
    ).toEqual(new Date('2026-09-01T00:00:00Z'));
  });

  it('a move into Applied counts from the move, whatever the applied date', () => {
    const at = new Date('2026-11-25T09:00:00Z');
    expect(
      stageSince({
        status: 'Applied',
        lastChange: { from: 'Not Applied', status: 'Applied', at },
        appliedDate: oct2,
        createdAt: new Date('2026-09-01T00:00:00Z'),
      }),
    ).toBe(at);
  });

  it('no history and no earlier applied date: when it was added', () => {
    for (const status of ['Not Applied', 'Offer'] as const)
      expect(stageSince({ status, lastChange: null, appliedDate: oct2, createdAt: created })).toBe(
        created,
      );
    expect(
      stageSince({
        status: 'Applied',
        lastChange: null,
        appliedDate: new Date('2026-12-01T00:00:00Z'),
        createdAt: created,
      }),
    ).toBe(created);
  });
});

describe('daysSince', () => {
  it('whole days, never negative', () => {
    expect(daysSince(created, new Date('2026-11-28T07:59:00Z'))).toBe(0);
    expect(daysSince(created, new Date('2026-11-29T08:00:00Z'))).toBe(2);
    expect(daysSince(new Date('2026-12-01T00:00:00Z'), created)).toBe(0);
  });
});
