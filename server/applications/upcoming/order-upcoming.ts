import 'server-only';
import type { UpcomingKind } from '@/lib/tasks/task-schemas';
import type { UpcomingItemDto } from '@/lib/contracts/tasks';

/** On the same instant: a whole-day item before a timed one, then this order of kinds. */
const KIND_ORDER: Record<UpcomingKind, number> = {
  deadline: 0,
  follow_up: 1,
  reach_out: 2,
  interview: 3,
  task: 4,
};

const idOf = (i: UpcomingItemDto) => i.task_id ?? i.contact_id ?? i.application_id ?? '';

/**
 * The Upcoming list in time order: by instant (a date counts from 00:00 in the user's zone, so a
 * day's follow-ups and deadlines head that day), then whole-day first, kind, company, job title
 * and id, so equal times always come out in the same order.
 */
export function orderUpcoming(items: readonly UpcomingItemDto[]): UpcomingItemDto[] {
  return [...items].sort(
    (a, b) =>
      Date.parse(a.when) - Date.parse(b.when) ||
      (a.date === null ? 1 : 0) - (b.date === null ? 1 : 0) ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      a.company.localeCompare(b.company) ||
      a.job_title.localeCompare(b.job_title) ||
      (a.title ?? '').localeCompare(b.title ?? '') ||
      idOf(a).localeCompare(idOf(b)),
  );
}
