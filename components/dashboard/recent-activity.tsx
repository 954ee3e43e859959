'use client';

import { StatusBadge } from '@/components/applications/status-badge';
import { useRecentActivity } from '@/components/applications/queries';
import { IntentLink } from '@/components/ui/intent-link';
import { Skeleton } from '@/components/ui/skeleton';
import { timeAgo } from '@/lib/time/time-ago';

const VERB = {
  created: 'Added',
  status_changed: 'Status changed',
  interview_set: 'Interview scheduled',
  updated: 'Updated',
} as const;

/** Recent Activity: title, company, status and 'just now' / time ago, each row a link to its application; 'No recent activity' when empty. */
export function RecentActivity() {
  const { data, isPending, isError } = useRecentActivity();
  return (
    <section
      aria-labelledby="recent-activity"
      className="rounded-card border bg-surface p-5 shadow-xs sm:p-6"
    >
      <h2 id="recent-activity" className="mb-4 text-lg font-semibold tracking-tight">
        Recent Activity
      </h2>
      {isPending ? (
        <div className="flex flex-col gap-3" aria-busy aria-label="Loading recent activity">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : isError || !data?.length ? (
        <p className="text-sm text-muted-foreground">No recent activity</p>
      ) : (
        <ul className="divide-y" data-testid="recent-activity-list">
          {data.map((item) => (
            <li key={item.id}>
              <IntentLink
                href={`/applications/${item.application_id}`}
                className="-mx-2 flex items-center justify-between gap-3 rounded-lg px-2 py-3 hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium" title={item.job_title}>
                    {item.job_title}
                  </span>
                  <span
                    className="block truncate text-sm text-muted-foreground"
                    title={item.company_name}
                  >
                    {item.company_name}
                    <span> · {VERB[item.kind] ?? 'Updated'}</span>
                  </span>
                </span>
                <span className="flex shrink-0 flex-col items-end gap-1">
                  <StatusBadge status={item.status} />
                  <span className="text-xs text-muted-foreground">
                    {item.created_at ? timeAgo(item.created_at) : item.time_ago}
                  </span>
                </span>
              </IntentLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
