'use client';

import { useDraggable } from '@dnd-kit/core';
import { CalendarClock, GripVertical } from 'lucide-react';
import { formatCalendarDate, formatInterview } from '@/components/applications/format';
import { TrackerSummary } from '@/components/applications/tracker-summary';
import { cn } from '@/lib/cn';
import { plural } from '@/lib/text/plural';
import { PIPELINE_ORDER, type ApplicationStatus } from '@/lib/applications/status';
import type { ApplicationDto } from '@/lib/contracts/application-answers';

type Props = {
  application: ApplicationDto;
  days: number | undefined;
  onOpen: (id: string) => void;
  onMove: (application: ApplicationDto, status: ApplicationStatus) => void;
};

function daysText(days: number): string {
  return days === 0 ? 'In this stage since today' : `${plural(days, 'day')} in stage`;
}

/** What a card shows; also the floating copy while it is dragged. */
export function BoardCardBody({ application: a, days }: Pick<Props, 'application' | 'days'>) {
  const interview =
    a.interview_date && a.interview_timezone
      ? formatInterview(a.interview_date, a.interview_timezone)
      : null;
  return (
    <>
      <p className="truncate text-sm text-muted-foreground" title={a.company}>
        {a.company}
      </p>
      <TrackerSummary application={a} className="mt-1 text-xs" />
      <dl className="mt-2 grid gap-1 text-xs">
        {a.status === 'Not Applied' ? null : (
          <div className="flex gap-1">
            <dt className="text-muted-foreground">Applied:</dt>
            <dd>{formatCalendarDate(a.applied_date)}</dd>
          </div>
        )}
        {interview ? (
          <div className="flex items-start gap-1 font-medium text-orange-800 dark:text-orange-200">
            <dt>
              <CalendarClock aria-hidden className="size-3.5" />
              <span className="sr-only">Next interview:</span>
            </dt>
            <dd>{interview}</dd>
          </div>
        ) : null}
      </dl>
      {days !== undefined ? (
        <p className="mt-2 text-xs text-muted-foreground" data-testid="days-in-stage">
          {daysText(days)}
        </p>
      ) : null}
    </>
  );
}

/** A draggable card: its title is the button that is focused, picked up (Space) and opened (Enter / click). */
export function BoardCard({ application: a, days, onOpen, onMove }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: a.id,
    data: { status: a.status, title: a.job_title },
  });
  return (
    <li
      ref={setNodeRef}
      {...listeners}
      data-testid="board-card"
      className={cn(
        'relative touch-manipulation rounded-lg border bg-surface p-3 shadow-xs transition-colors hover:border-primary/40 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring',
        isDragging && 'opacity-40',
      )}
    >
      <div className="flex items-start gap-1.5">
        <GripVertical
          aria-hidden
          className="mt-0.5 size-4 shrink-0 cursor-grab text-muted-foreground"
        />
        <h3 className="min-w-0 flex-1 text-sm font-semibold">
          <button
            ref={setActivatorNodeRef}
            {...attributes}
            type="button"
            onClick={() => onOpen(a.id)}
            // Space picks the card up and drops it; a button would also "click" on Space's keyup
            // and open the card right after a drop. Only Enter (or a pointer) opens it.
            onKeyUp={(e) => {
              if (e.key === ' ') e.preventDefault();
            }}
            title={a.job_title}
            className="block w-full cursor-pointer truncate text-left focus-visible:outline-none"
          >
            {a.job_title}
          </button>
        </h3>
      </div>
      <BoardCardBody application={a} days={days} />
      <select
        aria-label={`Move ${a.job_title} to`}
        value={a.status}
        onChange={(e) => onMove(a, e.target.value as ApplicationStatus)}
        onPointerDown={(e) => e.stopPropagation()}
        onMouseDown={(e) => e.stopPropagation()}
        onTouchStart={(e) => e.stopPropagation()}
        className="mt-2 h-8 w-full rounded-md border bg-surface px-2 text-xs sm:hidden"
      >
        {PIPELINE_ORDER.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
    </li>
  );
}
