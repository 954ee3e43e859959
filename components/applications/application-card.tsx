'use client';

import { CalendarClock } from 'lucide-react';
import type { ApplicationDto } from '@/lib/contracts/application-answers';
import { timeAgo } from '@/lib/time/time-ago';
import { formatCalendarDate, formatInterview, formatInterviewForUser } from './format';
import { StatusBadge } from './status-badge';
import { TrackerSummary } from './tracker-summary';

type Props = {
  application: ApplicationDto;
  onOpen: (id: string) => void;
  busy?: boolean;
  userZone: string;
};

/**
 * One application in the list; the title is a button stretched over the whole card, which opens
 * the details. Long titles and companies end in an ellipsis; the full text is in the DOM (read by
 * screen readers) and in a tooltip. A Not Applied card has no applied date to show.
 */
export function ApplicationCard({ application: a, onOpen, busy, userZone }: Props) {
  const interview =
    a.status === 'Interview' && a.interview_date && a.interview_timezone ? a.interview_date : null;
  const yours =
    interview && a.interview_timezone
      ? formatInterviewForUser(interview, a.interview_timezone, userZone)
      : null;
  return (
    <li className="min-w-0">
      <article
        data-testid="application-card"
        aria-busy={busy || undefined}
        className="relative flex h-full flex-col gap-3 rounded-card border bg-surface p-4 shadow-xs transition-colors focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring hover:border-primary/40 hover:bg-surface-muted/40 sm:p-5"
      >
        <div className="flex w-full items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="text-base font-semibold">
              <button
                type="button"
                onClick={() => onOpen(a.id)}
                title={a.job_title}
                className="block w-full cursor-pointer truncate text-left after:absolute after:inset-0 after:rounded-card focus-visible:outline-none"
              >
                {a.job_title}
              </button>
            </h2>
            <p className="truncate text-sm text-muted-foreground" title={a.company}>
              {a.company}
            </p>
          </div>
          <StatusBadge status={a.status} className="shrink-0" />
        </div>
        <TrackerSummary application={a} className="-mt-1 text-sm" />
        <dl className="grid gap-1 text-sm">
          {a.status === 'Not Applied' ? null : (
            <div className="flex gap-1.5">
              <dt className="text-muted-foreground">Applied:</dt>
              <dd>{formatCalendarDate(a.applied_date)}</dd>
            </div>
          )}
          {interview && a.interview_timezone ? (
            <div className="flex items-start gap-1.5 font-medium text-orange-800 dark:text-orange-200">
              <dt className="pt-0.5">
                <CalendarClock aria-hidden className="size-4" />
                <span className="sr-only">Interview:</span>
              </dt>
              <dd>
                <span data-testid="interview-time">
                  {formatInterview(interview, a.interview_timezone)}
                </span>
                {yours ? (
                  <span className="block text-xs font-normal text-muted-foreground">
                    Your time: {yours}
                  </span>
                ) : null}
              </dd>
            </div>
          ) : null}
        </dl>
        <p className="mt-auto text-xs text-muted-foreground">Added {timeAgo(a.created_at)}</p>
      </article>
    </li>
  );
}
