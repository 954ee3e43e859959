'use client';

import { ListTodo, Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { IntentLink } from '@/components/ui/intent-link';
import { Skeleton } from '@/components/ui/skeleton';
import { useUserTimezone } from '@/components/applications/queries';
import { MAX_TASK_TITLE } from '@/lib/tasks/task-schemas';
import type { TaskDto } from '@/lib/contracts/tasks';
import { formatInstant } from './format-due';
import { useTaskMutation, useTasks } from './queries';

const message = (e: unknown, fallback: string) => (e instanceof Error ? e.message : fallback);

/** Adding a task: a title and an optional due date and time (09:00 when only a date is given). */
function AddTaskForm({ applicationId, zone }: { applicationId: string; zone: string }) {
  const save = useTaskMutation(applicationId);
  const [title, setTitle] = useState('');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!title.trim()) return setError('Title is required');
    if (time && !date) return setError('Choose a date for the due time');
    setError(undefined);
    try {
      await save.mutateAsync({
        body: {
          title: title.trim(),
          due_at: date ? `${date} ${time || '09:00'}` : null,
          timezone: date ? zone : null,
        },
      });
      setTitle('');
      setDate('');
      setTime('');
    } catch (err) {
      setError(message(err, 'Could not add the task. Please try again.'));
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="mb-4 flex flex-col gap-3" noValidate>
      <Field label="New task" error={error}>
        <Input
          value={title}
          maxLength={MAX_TASK_TITLE}
          placeholder="e.g. Send a thank-you note"
          onChange={(e) => setTitle(e.target.value)}
        />
      </Field>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <Field label="Due date (optional)">
          <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </Field>
        <Field label="Due time (optional)" hint={`Your time (${zone})`}>
          <Input type="time" step={900} value={time} onChange={(e) => setTime(e.target.value)} />
        </Field>
        <Button type="submit" loading={save.isPending} className="sm:mb-6">
          <Plus aria-hidden /> Add task
        </Button>
      </div>
    </form>
  );
}

/** One task: tick done, delete; on the Tasks page also a link to its application. */
export function TaskRow({
  task,
  applicationId,
  zone,
  now,
  application,
}: {
  task: TaskDto;
  applicationId: string;
  zone: string;
  now: number;
  /** Shown as a link under the title (the Tasks page, where rows of many applications mix). */
  application?: { job_title: string; company: string };
}) {
  const change = useTaskMutation(applicationId);
  const [error, setError] = useState<string | null>(null);
  // The tick shows in the same frame as the click; the cache's own optimistic update comes after
  // an await, and a controlled checkbox would flicker back until then.
  const [ticking, setTicking] = useState<boolean | null>(null);
  const done = ticking ?? task.done;
  const overdue = !done && task.due_at !== null && Date.parse(task.due_at) < now;
  const checkboxId = `task-${task.id}`;

  async function run(args: Parameters<typeof change.mutateAsync>[0], fallback: string) {
    setError(null);
    try {
      await change.mutateAsync(args);
    } catch (e) {
      setError(message(e, fallback));
    }
  }

  return (
    <li className="flex items-start justify-between gap-3 py-3" data-testid="task">
      <div className="flex min-w-0 items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-primary"
          checked={done}
          onChange={(e) => {
            const next = e.target.checked;
            setTicking(next);
            void run({ id: task.id, body: { done: next } }, 'Could not update the task.').finally(
              () => setTicking(null),
            );
          }}
        />
        <div className="min-w-0 text-sm">
          <label
            htmlFor={checkboxId}
            className={`block cursor-pointer font-medium break-words ${done ? 'text-muted-foreground line-through' : ''}`}
          >
            {task.title}
          </label>
          {application ? (
            <IntentLink
              href={`/applications/${applicationId}`}
              className="block truncate text-muted-foreground underline-offset-2 hover:text-foreground hover:underline"
            >
              {application.job_title} · {application.company}
            </IntentLink>
          ) : null}
          {task.due_at ? (
            <p className={overdue ? 'text-danger' : 'text-muted-foreground'}>
              {overdue ? 'Overdue · ' : 'Due '}
              <time dateTime={task.due_at}>{formatInstant(task.due_at, zone)}</time>
            </p>
          ) : null}
          {error ? (
            <p role="alert" className="text-danger">
              {error}
            </p>
          ) : null}
        </div>
      </div>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete task ${task.title}`}
        loading={change.isPending && change.variables?.remove === true}
        onClick={() => void run({ id: task.id, remove: true }, 'Could not delete the task.')}
      >
        <Trash2 aria-hidden />
      </Button>
    </li>
  );
}

/** The details page's Tasks section: add (title, optional due date and time), tick done, delete. */
export function TaskList({ applicationId }: { applicationId: string }) {
  const { data, isPending, isError } = useTasks(applicationId);
  const zone = useUserTimezone();
  // When the section was shown: what counts as overdue (a render must not read the clock).
  const [now] = useState(() => Date.now());
  return (
    <section aria-labelledby="tasks-title" className="rounded-card border bg-surface p-5">
      <h2
        id="tasks-title"
        className="mb-4 flex items-center gap-2 text-lg font-semibold tracking-tight"
      >
        <ListTodo aria-hidden className="size-5 text-primary" /> Tasks
      </h2>
      <AddTaskForm applicationId={applicationId} zone={zone} />
      {isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : isError ? (
        <p className="text-sm text-muted-foreground">Could not load the tasks.</p>
      ) : data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No tasks yet.</p>
      ) : (
        <ul className="divide-y" aria-label="Tasks for this application">
          {data.map((t) => (
            <TaskRow key={t.id} task={t} applicationId={applicationId} zone={zone} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}
