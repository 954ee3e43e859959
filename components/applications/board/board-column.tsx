'use client';

import { useDroppable } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { StatusBadge } from '@/components/applications/status-badge';
import { cn } from '@/lib/cn';
import { plural } from '@/lib/text/plural';
import type { ApplicationStatus } from '@/lib/applications/status';

type Props = {
  status: ApplicationStatus;
  count: number;
  averageDays: number | null | undefined;
  children: ReactNode;
};

/** One status column: a heading with the status and its count, and a drop zone for cards. */
export function BoardColumn({ status, count, averageDays, children }: Props) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const headingId = `board-column-${status.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-testid={`board-column-${status}`}
      className={cn(
        'flex min-h-64 w-[17rem] shrink-0 snap-start flex-col gap-3 rounded-card border bg-surface-muted/60 p-3 transition-colors lg:w-auto lg:min-w-0',
        isOver && 'border-primary bg-primary-soft',
      )}
    >
      <header className="flex items-center justify-between gap-2 px-1">
        <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
          <StatusBadge status={status} />
          <span className="tabular-nums text-muted-foreground">{count}</span>
        </h2>
        {averageDays != null ? (
          <span className="text-xs text-muted-foreground">avg {plural(averageDays, 'day')}</span>
        ) : null}
      </header>
      {count === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-xs text-muted-foreground">
          No applications
        </p>
      ) : null}
      <ul className="flex flex-col gap-2">{children}</ul>
    </section>
  );
}
