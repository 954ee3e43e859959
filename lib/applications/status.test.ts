import { describe, expect, it } from 'vitest';
import { canonicalStatus, statusBadgeClass } from './status';
import { addApplicationSchema } from './schemas';
import { upcomingInterviewMessage } from './upcoming-interview-message';

describe('status', () => {
  it('accepts every spelling the spec shows', () => {
    for (const [input, out] of [
      ['applied', 'Applied'],
      ['INTERVIEW', 'Interview'],
      ['offer', 'Offer'],
      ['Rejected', 'Rejected'],
      ['not_applied', 'Not Applied'],
      ['not_Applied', 'Not Applied'],
      ['Not Applied', 'Not Applied'],
      ['NOT APPLIED', 'Not Applied'],
    ])
      expect(canonicalStatus(input)).toBe(out);
    expect(canonicalStatus('hired')).toBeNull();
    expect(canonicalStatus(3)).toBeNull();
  });

  it('colours unknown statuses grey', () => {
    expect(statusBadgeClass('Applied')).toContain('blue');
    expect(statusBadgeClass('whatever')).toContain('gray');
  });

  it('add schema gives the spec messages', () => {
    const r = addApplicationSchema.safeParse({ status: 'applied' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining(['Job title is required', 'Company is required']),
    );
    const ok = addApplicationSchema.parse({
      job_title: ' Dev ',
      company: 'Acme',
      status: 'not_Applied',
      applied_date: '2026-01-02T00:00:00.000Z',
      job_link: '',
    });
    expect(ok).toMatchObject({
      job_title: 'Dev',
      status: 'Not Applied',
      applied_date: '2026-01-02',
      job_link: null,
    });
    expect(
      addApplicationSchema.safeParse({ job_title: 'a', company: 'b', status: 'x' }).success,
    ).toBe(false);
    expect(
      addApplicationSchema.safeParse({
        job_title: 'a',
        company: 'b',
        status: 'applied',
        job_link: 'javascript:alert(1)',
      }).success,
    ).toBe(false);
  });
});

describe('upcoming interview message', () => {
  it('says tomorrow and the code in the user zone', () => {
    const now = new Date('2026-11-21T20:00:00Z');
    const at = new Date('2026-11-22T09:00:00Z');
    expect(
      upcomingInterviewMessage({
        company: 'Acme',
        jobTitle: 'Frontend Engineer',
        at,
        zone: 'Africa/Lagos',
        now,
      }),
    ).toBe('Your interview with Acme for Frontend Engineer is tomorrow at 10:00 WAT');
    expect(
      upcomingInterviewMessage({
        company: 'Acme',
        jobTitle: 'Dev',
        at,
        zone: 'America/New_York',
        now,
      }),
    ).toBe('Your interview with Acme for Dev is tomorrow at 04:00 EST');
    expect(
      upcomingInterviewMessage({
        company: 'A',
        jobTitle: 'B',
        at: new Date('2026-11-21T22:00:00Z'),
        zone: 'UTC',
        now,
      }),
    ).toContain('today at 22:00 UTC');
  });
});
