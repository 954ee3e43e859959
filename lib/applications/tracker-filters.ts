// The list and board screens' tracker filters, the same rules as the list API's
// work_mode, source, priority, salary_min and salary_max (server/applications/list-applications.ts).
import type { ApplicationFieldValues } from './fields';
import type { WorkMode } from './tracker-fields';

export type TrackerFilters = {
  workMode: WorkMode | '';
  /** Compared without case; '' for any. */
  source: string;
  /** '1'…'5', or '' for any. */
  priority: string;
  /** Amounts as typed ('' for no bound). */
  salaryMin: string;
  salaryMax: string;
};

export const NO_TRACKER_FILTERS: TrackerFilters = {
  workMode: '',
  source: '',
  priority: '',
  salaryMin: '',
  salaryMax: '',
};

const bound = (text: string): number | null => {
  const t = text.trim();
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
};

/** Whether an application passes the filters; a salary bound overlaps its range (one end stands for both). */
export function matchesTrackerFilters(a: ApplicationFieldValues, f: TrackerFilters): boolean {
  if (f.workMode && a.work_mode !== f.workMode) return false;
  if (f.source && (a.source ?? '').toLowerCase() !== f.source.toLowerCase()) return false;
  if (f.priority && a.priority !== Number(f.priority)) return false;
  const min = bound(f.salaryMin);
  const max = bound(f.salaryMax);
  if (min !== null || max !== null) {
    const high = a.salary_max ?? a.salary_min;
    const low = a.salary_min ?? a.salary_max;
    if (high === null || low === null) return false;
    if (min !== null && high < min) return false;
    if (max !== null && low > max) return false;
  }
  return true;
}

/** How many filters are set (shown on the Filters button). */
export function countTrackerFilters(f: TrackerFilters): number {
  return (
    Number(Boolean(f.workMode)) +
    Number(Boolean(f.source)) +
    Number(Boolean(f.priority)) +
    Number(bound(f.salaryMin) !== null || bound(f.salaryMax) !== null)
  );
}
