import 'server-only';
import type { ApplicationStatus as DbStatus } from '@/generated/prisma/client';
import type { ProposalKind } from '@/lib/inbox/schemas';

export type MatchedApplication = {
  id: string;
  status: DbStatus;
  interviewAt: Date | null;
};

/** What accepting a proposal would write: the status after it (null: unchanged), and for whom. */
export type ProposalDecision = {
  applicationId: string | null;
  status: DbStatus | null;
};

const newStatus: Record<ProposalKind, DbStatus> = {
  confirmation: 'Applied',
  rejection: 'Rejected',
  interview: 'Interview',
  assessment: 'Applied',
  offer: 'Offer',
  outreach: 'NotApplied',
};

/**
 * The change an email proposes (ADR 252), or null when it would change nothing: an unmatched
 * message proposes a new application at the status it implies; a matched one moves its status
 * (an interview moves only Applied and Not Applied, as scheduling one does), sets the interview,
 * or for an assessment adds a task. Outreach about a tracked application proposes nothing.
 */
export function decideProposal(
  kind: ProposalKind,
  matched: MatchedApplication | null,
  interviewAt: Date | null,
): ProposalDecision | null {
  if (!matched) return { applicationId: null, status: newStatus[kind] };
  const current = matched.status;
  const id = matched.id;
  switch (kind) {
    case 'confirmation':
      return current === 'NotApplied' ? { applicationId: id, status: 'Applied' } : null;
    case 'rejection':
      return current === 'Rejected' ? null : { applicationId: id, status: 'Rejected' };
    case 'offer':
      return current === 'Offer' ? null : { applicationId: id, status: 'Offer' };
    case 'interview': {
      const moves = current === 'Applied' || current === 'NotApplied';
      const sameTime =
        interviewAt !== null && matched.interviewAt?.getTime() === interviewAt.getTime();
      if (!moves && (interviewAt === null || sameTime)) return null;
      return { applicationId: id, status: moves ? 'Interview' : null };
    }
    case 'assessment':
      return { applicationId: id, status: null };
    default:
      return null;
  }
}
