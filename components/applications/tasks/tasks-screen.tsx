'use client';

import { ListTodo } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { IntentLink } from '@/components/ui/intent-link';
import { Skeleton } from '@/components/ui/skeleton';
import { useUserTimezone } from '@/components/applications/queries';
import { cn } from '@/lib/cn';
import type { TaskWithApplicationDto } from '@/lib/contracts/tasks';
import { groupTasks, tasksByApplication } from './group-tasks';
import { useAllTasks } from './queries';
import { TaskRow } from './task-list';

type View = 'due' | 'application';

function Group({
  title,
  tasks,
  zone,
  now,
  tone,
  withApplication = true,
  action,
}: {
  title: ReactNode;
  tasks: TaskWithApplicationDto[];
  zone: string;
  now: number;
  tone?: 'danger';
  withApplication?: boolean;
  action?: ReactNode;
}) {
  const id = useId();
  if (!tasks.length) return null;
  return (
    <section aria-labelledby={id} className="rounded-card border bg-surface p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2
          id={id}
          className={cn(
            'text-base font-semibold tracking-tight',
            tone === 'danger' && 'text-danger',
          )}
        >
          {title} <span className="font-normal text-muted-foreground">({tasks.length})</span>
        </h2>
        {action}
      </div>
      <ul className="divide-y">
        {tasks.map((t) => (
          <TaskRow
            key={t.id}
            task={t}
            applicationId={t.application_id}
            zone={zone}
            now={now}
            application={withApplication ? t : undefined}
          />
        ))}
      </ul>
    </section>
  );
}

/** The Tasks page: every task over all applications, by due date (overdue, due, no date, done) or by application. */
export function TasksScreen() {
  const { data, isPending, isError, refetch } = useAllTasks();
  const zone = useUserTimezone();
  // When the page was shown: what counts as overdue (a render must not read the clock).
  const [now] = useState(() => Date.now());
  const [view, setView] = useState<View>('due');
  const groups = useMemo(() => groupTasks(data ?? [], now), [data, now]);
  const byApplication = useMemo(() => tasksByApplication(data ?? []), [data]);

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
            <ListTodo aria-hidden className="size-6 text-primary" /> Tasks
          </h1>
          <p className="text-sm text-muted-foreground">
            Every task on your applications. Add tasks on an application’s page.
          </p>
        </div>
        <div
          role="group"
          aria-label="Show tasks"
          className="flex gap-1 rounded-lg bg-surface-muted p-1"
        >
          {(
            [
              ['due', 'By due date'],
              ['application', 'By application'],
            ] as const
          ).map(([value, label]) => (
            <button
              key={value}
              type="button"
              aria-pressed={view === value}
              onClick={() => setView(value)}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring',
                view === value
                  ? 'bg-surface text-foreground shadow-xs'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {label}
            </button>
          ))}
        </div>
      </div>

      {isPending ? (
        <div aria-busy aria-label="Loading tasks" className="flex flex-col gap-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : isError ? (
        <p role="alert" className="rounded-card border bg-surface p-5 text-sm">
          Could not load your tasks.{' '}
          <button
            type="button"
            className="font-medium text-primary underline"
            onClick={() => void refetch()}
          >
            Try again
          </button>
        </p>
      ) : data.length === 0 ? (
        <p className="rounded-card border bg-surface p-5 text-sm text-muted-foreground">
          No tasks yet. Open an application from{' '}
          <IntentLink href="/applications" className="font-medium text-primary underline">
            Applications
          </IntentLink>{' '}
          and add one, such as “Send a thank-you note”.
        </p>
      ) : view === 'due' ? (
        <>
          <Group title="Overdue" tone="danger" tasks={groups.overdue} zone={zone} now={now} />
          <Group title="Due" tasks={groups.due} zone={zone} now={now} />
          <Group title="No due date" tasks={groups.undated} zone={zone} now={now} />
          <Group title="Done" tasks={groups.done} zone={zone} now={now} />
        </>
      ) : (
        byApplication.map((g) => (
          <Group
            key={g.application_id}
            title={g.job_title}
            tasks={g.tasks}
            zone={zone}
            now={now}
            withApplication={false}
            action={
              <IntentLink
                href={`/applications/${g.application_id}`}
                className="text-sm text-muted-foreground underline-offset-2 hover:text-foreground hover:underline"
              >
                {g.company} · open application
              </IntentLink>
            }
          />
        ))
      )}
    </div>
  );
}
