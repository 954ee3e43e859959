// How the Tasks page groups the user's tasks: by due state, or by application.
import type { TaskWithApplicationDto } from '@/lib/contracts/tasks';

export type TaskGroups = {
  overdue: TaskWithApplicationDto[];
  due: TaskWithApplicationDto[];
  undated: TaskWithApplicationDto[];
  done: TaskWithApplicationDto[];
};

const dueMs = (t: TaskWithApplicationDto) => (t.due_at ? Date.parse(t.due_at) : Infinity);

/** Open tasks past due (oldest first), open tasks due later (soonest first), open undated, done (last done first). */
export function groupTasks(tasks: readonly TaskWithApplicationDto[], now: number): TaskGroups {
  const groups: TaskGroups = { overdue: [], due: [], undated: [], done: [] };
  for (const t of tasks) {
    if (t.done) groups.done.push(t);
    else if (!t.due_at) groups.undated.push(t);
    else if (Date.parse(t.due_at) < now) groups.overdue.push(t);
    else groups.due.push(t);
  }
  groups.overdue.sort((a, b) => dueMs(a) - dueMs(b));
  groups.due.sort((a, b) => dueMs(a) - dueMs(b));
  groups.done.sort((a, b) => Date.parse(b.done_at ?? '') - Date.parse(a.done_at ?? '') || 0);
  return groups;
}

export type ApplicationTasks = {
  application_id: string;
  job_title: string;
  company: string;
  tasks: TaskWithApplicationDto[];
};

/** One group per application (the one with the soonest open task first), open tasks before done ones. */
export function tasksByApplication(tasks: readonly TaskWithApplicationDto[]): ApplicationTasks[] {
  const byId = new Map<string, ApplicationTasks>();
  for (const t of tasks) {
    const g = byId.get(t.application_id) ?? {
      application_id: t.application_id,
      job_title: t.job_title,
      company: t.company,
      tasks: [],
    };
    g.tasks.push(t);
    byId.set(t.application_id, g);
  }
  const firstOpen = (g: ApplicationTasks) =>
    Math.min(...g.tasks.filter((t) => !t.done).map(dueMs), Infinity);
  const groups = [...byId.values()];
  for (const g of groups)
    g.tasks.sort((a, b) => Number(a.done) - Number(b.done) || dueMs(a) - dueMs(b));
  return groups.sort(
    (a, b) =>
      (firstOpen(a) === firstOpen(b) ? 0 : firstOpen(a) < firstOpen(b) ? -1 : 1) ||
      a.company.localeCompare(b.company),
  );
}
