'use client';

import { CalendarClock } from 'lucide-react';
import type { ApplicationDto } from '@/lib/applications/types';
import { timeAgo } from '@/lib/time/time-ago';
import { formatCalendarDate, formatInterview } from './format';
import { StatusBadge } from './status-badge';

type Props = { application: ApplicationDto; onOpen: (id: string) => void; busy?: boolean };

/** One application in the list; the whole card is a button that opens the details. */
export function ApplicationCard({ application: a, onOpen, busy }: Props) {
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(a.id)}
        aria-busy={busy || undefined}
        className="flex h-full w-full cursor-pointer flex-col gap-3 rounded-card border bg-surface p-4 text-left shadow-xs transition-colors hover:border-primary/40 hover:bg-surface-muted/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60 sm:p-5"
        data-testid="application-card"
      >
        <div className="flex w-full items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="truncate text-base font-semibold">{a.job_title}</h2>
            <p className="truncate text-sm text-muted-foreground">{a.company}</p>
          </div>
          <StatusBadge status={a.status} />
        </div>
        <dl className="grid gap-1 text-sm">
          <div className="flex gap-1.5">
            <dt className="text-muted-foreground">Applied:</dt>
            <dd>{formatCalendarDate(a.applied_date)}</dd>
          </div>
          {a.status === 'Interview' && a.interview_date && a.interview_timezone ? (
            <div className="flex items-center gap-1.5 font-medium text-orange-800 dark:text-orange-200">
              <dt>
                <CalendarClock aria-hidden className="size-4" />
                <span className="sr-only">Interview:</span>
              </dt>
              <dd data-testid="interview-time">{formatInterview(a.interview_date, a.interview_timezone)}</dd>
            </div>
          ) : null}
        </dl>
        <p className="mt-auto text-xs text-muted-foreground">Added {timeAgo(a.created_at)}</p>
      </button>
    </li>
  );
}
