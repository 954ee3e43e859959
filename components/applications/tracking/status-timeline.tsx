'use client';

import { StatusBadge } from '@/components/applications/status-badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useStatusHistory } from './queries';

const when = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** The application's status history, oldest first, as a vertical timeline. */
export function StatusTimeline({ applicationId }: { applicationId: string }) {
  const { data, isPending, isError } = useStatusHistory(applicationId);
  return (
    <section aria-labelledby="status-history" className="rounded-card border bg-surface p-5">
      <h2 id="status-history" className="mb-4 text-lg font-semibold tracking-tight">
        Status history
      </h2>
      {isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : isError ? (
        <p className="text-sm text-muted-foreground">Could not load the history.</p>
      ) : data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No status changes recorded yet.</p>
      ) : (
        <ol aria-label="Status changes" className="relative ml-2 border-l pl-5">
          {data.map((h, i) => (
            <li
              key={`${h.changed_at}-${i}`}
              className="relative pb-4 last:pb-0"
              data-testid="history-entry"
            >
              <span
                aria-hidden
                className="absolute top-1.5 -left-[1.65rem] size-2.5 rounded-full border-2 border-surface bg-primary"
              />
              <p className="flex flex-wrap items-center gap-2 text-sm">
                {h.from_status ? (
                  <>
                    <StatusBadge status={h.from_status} />
                    <span aria-label="to">→</span>
                  </>
                ) : (
                  <span className="text-muted-foreground">Added as</span>
                )}
                <StatusBadge status={h.status} />
              </p>
              <time dateTime={h.changed_at} className="text-xs text-muted-foreground">
                {when.format(new Date(h.changed_at))}
              </time>
              {h.source === 'email' && (
                <p className="text-xs break-words text-muted-foreground">
                  From an email
                  {h.email ? `: “${h.email.subject}” from ${h.email.from}` : ''}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
