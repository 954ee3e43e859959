'use client';

import { CalendarClock } from 'lucide-react';
import { IntentLink } from '@/components/ui/intent-link';
import { Skeleton } from '@/components/ui/skeleton';
import { useUserTimezone } from '@/components/applications/queries';
import { formatDay, formatInstant } from '@/components/applications/tasks/format-due';
import { useOverdueTasks, useUpcoming } from '@/components/applications/tasks/queries';
import type { TaskWithApplicationDto, UpcomingItemDto } from '@/lib/contracts/tasks';

const DAYS = 7;

const KIND_LABEL: Record<UpcomingItemDto['kind'], string> = {
  interview: 'Interview',
  task: 'Task',
  follow_up: 'Follow-up',
  deadline: 'Deadline',
  reach_out: 'Reach out',
};

const KIND_CLASS: Record<UpcomingItemDto['kind'], string> = {
  interview: 'bg-primary-soft text-primary',
  task: 'border text-foreground',
  follow_up: 'border text-foreground',
  deadline: 'border border-danger text-foreground',
  reach_out: 'border text-foreground',
};

const rowClass =
  '-mx-2 flex items-center justify-between gap-3 rounded-lg px-2 py-3 hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring';

/** An open task whose due time has passed: at the head of the list, marked Overdue. */
function OverdueRow({ task, zone }: { task: TaskWithApplicationDto; zone: string }) {
  return (
    <li data-overdue="true">
      <IntentLink href={`/applications/${task.application_id}`} className={rowClass}>
        <span className="min-w-0">
          <span className="block truncate font-medium">{task.title}</span>
          <span className="block truncate text-sm text-muted-foreground">
            {task.job_title} · {task.company}
          </span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1 text-right">
          <span className="rounded-full bg-danger px-2 py-0.5 text-xs font-medium text-danger-foreground">
            Overdue
          </span>
          <time dateTime={task.due_at ?? undefined} className="text-xs text-danger">
            {task.due_at ? formatInstant(task.due_at, zone) : ''}
          </time>
        </span>
      </IntentLink>
    </li>
  );
}

/** Dashboard card: open tasks past due first (marked Overdue), then the next 7 days' interviews, tasks, follow-ups, deadlines and contacts to reach out to, in time order, each linking to its application (a contact to the contacts book). */
export function UpcomingCard() {
  const upcoming = useUpcoming(DAYS);
  const overdueQuery = useOverdueTasks();
  const isPending = upcoming.isPending || overdueQuery.isPending;
  const isError = upcoming.isError;
  const data = upcoming.data ?? [];
  const overdue = overdueQuery.data ?? [];
  const zone = useUserTimezone();
  return (
    <section
      aria-labelledby="upcoming-title"
      className="rounded-card border bg-surface p-5 shadow-xs sm:p-6"
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2
          id="upcoming-title"
          className="flex items-center gap-2 text-lg font-semibold tracking-tight"
        >
          <CalendarClock aria-hidden className="size-5 text-primary" /> Upcoming
        </h2>
        <IntentLink
          href="/tasks"
          className="text-sm font-medium text-primary underline-offset-2 hover:underline"
        >
          All tasks
        </IntentLink>
      </div>
      {isPending ? (
        <div className="flex flex-col gap-3" aria-busy aria-label="Loading upcoming items">
          {Array.from({ length: 2 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : isError ? (
        <p className="text-sm text-muted-foreground">Could not load what is coming up.</p>
      ) : data.length === 0 && overdue.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nothing coming up in the next {DAYS} days: no interviews, tasks, follow-ups, deadlines or
          contacts to reach out to.
        </p>
      ) : (
        <ul className="divide-y" data-testid="upcoming-list">
          {overdue.map((task) => (
            <OverdueRow key={`overdue-${task.id}`} task={task} zone={zone} />
          ))}
          {data.map((item) => (
            <li
              key={`${item.kind}-${item.task_id ?? item.contact_id ?? item.application_id}-${item.when}`}
            >
              <IntentLink
                href={item.application_id ? `/applications/${item.application_id}` : '/contacts'}
                className={rowClass}
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium">
                    {(item.kind === 'task' || item.kind === 'reach_out') && item.title
                      ? item.title
                      : item.job_title}
                  </span>
                  <span className="block truncate text-sm text-muted-foreground">
                    {item.kind === 'task'
                      ? `${item.job_title} · ${item.company}`
                      : item.company || 'Contact'}
                  </span>
                </span>
                <span className="flex shrink-0 flex-col items-end gap-1 text-right">
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-medium ${KIND_CLASS[item.kind]}`}
                  >
                    {KIND_LABEL[item.kind]}
                  </span>
                  <time dateTime={item.date ?? item.when} className="text-xs text-muted-foreground">
                    {item.date ? formatDay(item.date) : formatInstant(item.when, zone)}
                  </time>
                </span>
              </IntentLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
