'use client';

import { Inbox } from 'lucide-react';
import { IntentLink } from '@/components/ui/intent-link';
import { emailDay, proposalHeadline } from './describe-proposal';
import { useInboxProposals } from './queries';

const SHOWN = 3;

/** Dashboard card: how many email proposals wait, the newest few, a link to the Inbox. Hidden when the inbox is off or empty. */
export function InboxDashboardCard() {
  const proposals = useInboxProposals();
  // Off: the list answers {enabled: false, data: []}, never a failing request (ADR 275).
  const list = proposals.data?.data;
  if (!list?.length) return null;
  return (
    <section
      aria-labelledby="inbox-card-title"
      className="rounded-card border bg-surface p-4 shadow-xs"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="inbox-card-title" className="flex items-center gap-2 text-lg font-semibold">
          <Inbox aria-hidden className="size-5 text-primary" /> Inbox
        </h2>
        <IntentLink
          href="/inbox"
          className="text-sm font-medium text-primary underline underline-offset-2"
        >
          Review {list.length} proposed change{list.length === 1 ? '' : 's'}
        </IntentLink>
      </div>
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {list.slice(0, SHOWN).map((p) => (
          <li key={p.id} className="break-words">
            {proposalHeadline(p)}{' '}
            <span className="text-muted-foreground">(email of {emailDay(p.message.date)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
