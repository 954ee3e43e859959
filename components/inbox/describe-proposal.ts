import type { InboxProposalDto } from '@/lib/inbox/schemas';

/** The interview's time in the zone it was given in: "3 Dec 2026, 14:00 Europe/Berlin". */
export function interviewText(p: InboxProposalDto): string | null {
  if (!p.interview_at) return null;
  const zone = p.interview_timezone ?? 'UTC';
  const when = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: zone,
  }).format(new Date(p.interview_at));
  return `${when} ${zone}`;
}

export function emailDay(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' }).format(new Date(iso));
}

/** "Acme rejected Senior Engineer" — what the email says, in a few words. */
export function proposalHeadline(p: InboxProposalDto): string {
  const company = p.company ?? 'A company';
  const job = p.job_title ? ` ${p.job_title}` : ' your application';
  switch (p.kind) {
    case 'confirmation':
      return `${company} received your application${p.job_title ? ` for ${p.job_title}` : ''}`;
    case 'rejection':
      return `${company} rejected${job}`;
    case 'interview': {
      const when = interviewText(p);
      return `Interview with ${company}${when ? ` on ${when}` : ''}`;
    }
    case 'assessment':
      return `${company} sent an assessment${p.job_title ? ` for ${p.job_title}` : ''}`;
    case 'offer':
      return `${company} made an offer${p.job_title ? ` for ${p.job_title}` : ''}`;
    case 'outreach':
      return `${company} reached out${p.job_title ? ` about ${p.job_title}` : ''}`;
  }
}

/** What accepting does: "move to Rejected?", "set the interview?", "add it as Applied?". */
export function proposalAction(p: InboxProposalDto): string {
  if (!p.application_id) return `add it to your applications as ${p.status ?? 'Applied'}?`;
  if (p.kind === 'assessment') return 'add a task to do it?';
  if (p.kind === 'interview')
    return p.status ? `move to ${p.status} and set the interview?` : 'set the interview?';
  return `move to ${p.status}?`;
}
