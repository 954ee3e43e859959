import { describe, expect, it } from 'vitest';
import { decideProposal } from './decide-proposal';

const app = (
  status: 'Applied' | 'Interview' | 'Rejected' | 'NotApplied' | 'Offer',
  interviewAt: Date | null = null,
) => ({
  id: 'a',
  status,
  interviewAt,
});

describe('decideProposal', () => {
  it('an unmatched message proposes a new application at the status it implies', () => {
    expect(decideProposal('confirmation', null, null)).toEqual({
      applicationId: null,
      status: 'Applied',
    });
    expect(decideProposal('rejection', null, null)).toEqual({
      applicationId: null,
      status: 'Rejected',
    });
    expect(decideProposal('outreach', null, null)).toEqual({
      applicationId: null,
      status: 'NotApplied',
    });
  });

  it('proposes nothing that changes nothing', () => {
    expect(decideProposal('confirmation', app('Applied'), null)).toBeNull();
    expect(decideProposal('rejection', app('Rejected'), null)).toBeNull();
    expect(decideProposal('outreach', app('Applied'), null)).toBeNull();
    const at = new Date('2026-12-03T13:00:00Z');
    expect(decideProposal('interview', app('Interview', at), new Date(at))).toBeNull();
  });

  it('moves the status of the matched application', () => {
    expect(decideProposal('rejection', app('Interview'), null)).toEqual({
      applicationId: 'a',
      status: 'Rejected',
    });
    expect(decideProposal('interview', app('Applied'), null)).toEqual({
      applicationId: 'a',
      status: 'Interview',
    });
    expect(decideProposal('interview', app('Interview'), new Date())).toEqual({
      applicationId: 'a',
      status: null,
    });
    expect(decideProposal('confirmation', app('NotApplied'), null)).toEqual({
      applicationId: 'a',
      status: 'Applied',
    });
  });
});
