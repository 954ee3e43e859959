// The table's "Export selection": the portability export's CSV (same columns, same cell rules,
// ADR 060) for the chosen applications only, built in the browser from the rows it already has.
import type { ApplicationDto } from '@/lib/applications/types';
import { toCsv } from '@/lib/tracking/csv';

/** The export's columns, in its order: the one list the server's export uses too. */
export const PORTABILITY_CSV_COLUMNS = [
  'id',
  'job_title',
  'company',
  'status',
  'applied_date',
  'job_link',
  'notes',
  'job_description',
  'interview_date',
  'interview_timezone',
  'follow_up_date',
  'source',
  'location',
  'work_mode',
  'salary_min',
  'salary_max',
  'salary_currency',
  'salary_period',
  'priority',
  'deadline',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof ApplicationDto)[];

/** The CSV text and a file name for the applications given (oldest first, as the full export). */
export function selectionCsv(
  applications: readonly ApplicationDto[],
  now = new Date(),
): { name: string; csv: string } {
  const rows = [...applications]
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id))
    .map((a) => PORTABILITY_CSV_COLUMNS.map((c) => (a[c] === null ? null : String(a[c]))));
  return {
    name: `pursuit-applications-selection-${now.toISOString().slice(0, 10)}.csv`,
    csv: toCsv(PORTABILITY_CSV_COLUMNS, rows),
  };
}
