// The table's "Export selection": the portability export's CSV (same columns, same cell rules,
// ADR 060) for the chosen applications only, built in the browser from the rows it already has.
import type { ApplicationDto } from '@/lib/contracts/application-answers';
import { EXPORT_COLUMNS } from '@/lib/applications/fields';
import { toCsv } from '@/lib/text/csv';

/** The CSV text and a file name for the applications given (oldest first, as the full export). */
export function selectionCsv(
  applications: readonly ApplicationDto[],
  now = new Date(),
): { name: string; csv: string } {
  const rows = [...applications]
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id))
    .map((a) => EXPORT_COLUMNS.map((c) => (a[c] === null ? null : String(a[c]))));
  return {
    name: `pursuit-applications-selection-${now.toISOString().slice(0, 10)}.csv`,
    csv: toCsv(EXPORT_COLUMNS, rows),
  };
}
