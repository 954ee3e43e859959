'use client';

import { Check, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import type { InboxProposalDto } from '@/lib/inbox/schemas';
import { emailDay, proposalAction, proposalHeadline } from './describe-proposal';

const KIND_LABEL: Record<InboxProposalDto['kind'], string> = {
  confirmation: 'Confirmation',
  rejection: 'Rejection',
  interview: 'Interview',
  assessment: 'Assessment',
  offer: 'Offer',
  outreach: 'Outreach',
};

export type ProposalItemProps = {
  proposal: InboxProposalDto;
  busy: boolean;
  onAccept: () => void;
  onDismiss: () => void;
};

/** One proposed change: what the email says, what accepting does, the sentence that triggered it, the email. */
export function ProposalItem({ proposal: p, busy, onAccept, onDismiss }: ProposalItemProps) {
  const headline = proposalHeadline(p);
  const titleId = `proposal-${p.id}`;
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-3 border-b py-4 last:border-b-0">
      <div className="flex flex-wrap items-center gap-2">
        <Badge
          variant={p.kind === 'rejection' ? 'danger' : p.kind === 'offer' ? 'success' : 'neutral'}
        >
          {KIND_LABEL[p.kind]}
        </Badge>
        <p id={titleId} className="min-w-0 font-medium break-words">
          {headline}{' '}
          <span className="text-muted-foreground">(email of {emailDay(p.message.date)})</span> →{' '}
          {proposalAction(p)}
        </p>
      </div>
      {p.evidence ? (
        <blockquote className="border-l-4 border-primary/40 pl-3 text-sm break-words italic">
          “{p.evidence}”
        </blockquote>
      ) : null}
      <p className="text-xs break-words text-muted-foreground">
        <span className="font-medium text-foreground">{p.message.subject || '(no subject)'}</span> ·{' '}
        {p.message.from} ·{' '}
        <time dateTime={p.message.date}>{new Date(p.message.date).toLocaleString('en-GB')}</time>
        {p.application_id ? (
          <>
            {' '}
            ·{' '}
            <IntentLink
              href={`/applications/${p.application_id}`}
              className="font-medium text-primary underline underline-offset-2"
            >
              the application
            </IntentLink>
          </>
        ) : null}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button size="sm" onClick={onAccept} disabled={busy} aria-label={`Accept: ${headline}`}>
          <Check aria-hidden /> Accept
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={onDismiss}
          disabled={busy}
          aria-label={`Dismiss: ${headline}`}
        >
          <X aria-hidden /> Dismiss
        </Button>
      </div>
    </li>
  );
}
