import 'server-only';
import Papa from 'papaparse';
import { AppError } from '@/server/http/app-error';
import {
  addApplicationSchema,
  SALARY_RANGE_MESSAGE,
  type AddApplicationInput,
} from '@/lib/applications/schemas';
import { APPLICATION_FIELDS } from '@/lib/applications/fields';
import { parseSalary } from '@/lib/applications/parse-salary';
import {
  fieldForHeader,
  parseTrackerDate,
  priorityFromTracker,
  statusFromTracker,
  workModeFromTracker,
  workModeInLocation,
  type ImportField,
} from '@/lib/applications/import-columns';
import type { ImportErrorDto } from '@/lib/contracts/application-answers';

export const MAX_IMPORT_ROWS = 5000;

const TEXT_FIELDS = APPLICATION_FIELDS.filter(
  (
    f,
  ): f is Extract<(typeof APPLICATION_FIELDS)[number], { kind: 'text'; csv: readonly string[] }> =>
    f.kind === 'text' && 'csv' in f,
);

export type ParsedCsv = {
  rows: { row: number; input: AddApplicationInput }[];
  errors: ImportErrorDto[];
  columns: Record<string, string | null>;
};

export type ParseApplicationsCsvOptions = { text: string };

/**
 * Another tracker's CSV → application inputs: columns found by header synonyms, statuses by
 * synonym, dates in the usual spellings; Location, Salary ("$120k–150k" → min, max, currency,
 * period), work mode, priority, deadline and source into their fields (a Salary cell that cannot be
 * read goes into the notes). Rows that fail are reported per field with their 1-based data row number.
 */
export function parseApplicationsCsv({ text }: ParseApplicationsCsvOptions): ParsedCsv {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const [header, ...data] = parsed.data;
  if (!header) throw new AppError('VALIDATION_ERROR', 'file has no header row');
  if (data.length > MAX_IMPORT_ROWS)
    throw new AppError(
      'VALIDATION_ERROR',
      `file has ${data.length} rows; at most ${MAX_IMPORT_ROWS} can be imported at once`,
    );
  const columns: Record<string, string | null> = {};
  const index = new Map<ImportField, number>();
  header.forEach((h, i) => {
    const field = fieldForHeader(h);
    columns[h] = field && !index.has(field) ? field : null;
    if (field && !index.has(field)) index.set(field, i);
  });
  if (!index.has('company') || !index.has('job_title')) {
    throw new AppError(
      'VALIDATION_ERROR',
      `No ${index.has('company') ? 'Job Title' : 'Company'} column found (headers: ${header.slice(0, 20).join(', ').slice(0, 300)})`,
    );
  }
  const broken = new Map<number, string>();
  for (const e of parsed.errors)
    if (e.row !== undefined && e.code !== 'TooFewFields' && e.code !== 'TooManyFields')
      broken.set(e.row, e.message);

  const rows: ParsedCsv['rows'] = [];
  const errors: ImportErrorDto[] = [];
  data.forEach((cells, i) => {
    const row = i + 1;
    const cell = (f: ImportField) => {
      const at = index.get(f);
      return at === undefined ? '' : (cells[at] ?? '').trim();
    };
    const fail = (field: string, detail: string) => errors.push({ row, field, detail });
    const brokenMessage = broken.get(i + 1);
    if (brokenMessage) return fail('row', `The CSV row could not be read: ${brokenMessage}`);

    const appliedText = cell('applied_date');
    const applied = appliedText ? parseTrackerDate(appliedText) : null;
    if (appliedText && !applied)
      return fail('applied_date', `'${appliedText.slice(0, 40)}' is not a date (use YYYY-MM-DD)`);
    const statusText = cell('status');
    const status = statusText ? statusFromTracker(statusText) : applied ? 'Applied' : 'Not Applied';
    if (!status)
      return fail(
        'status',
        `'${statusText.slice(0, 40)}' is not a status we know (Not Applied, Applied, Interview, Offer, Rejected)`,
      );
    const deadlineText = cell('deadline');
    const deadline = deadlineText ? parseTrackerDate(deadlineText) : null;
    if (deadlineText && !deadline)
      return fail('deadline', `'${deadlineText.slice(0, 40)}' is not a date (use YYYY-MM-DD)`);
    const priorityText = cell('priority');
    const priority = priorityText ? priorityFromTracker(priorityText) : null;
    if (priorityText && priority === null)
      return fail(
        'priority',
        `'${priorityText.slice(0, 40)}' is not a priority (1 to 5, or Low, Medium, High)`,
      );
    const location = cell('location');
    const modeText = cell('work_mode');
    const workMode = modeText ? workModeFromTracker(modeText) : workModeInLocation(location);
    if (workMode === undefined)
      return fail(
        'work_mode',
        `'${modeText.slice(0, 40)}' is not a work mode (On-site, Hybrid, Remote)`,
      );
    // One Salary cell ("$120k–150k") or our own export's columns; what cannot be read stays in the notes.
    const salaryText = cell('salary');
    const salary = salaryText ? parseSalary(salaryText) : null;
    const amount = (f: 'salary_min' | 'salary_max') => (cell(f) === '' ? null : Number(cell(f)));
    const notes = [cell('notes'), salaryText && !salary && `Salary: ${salaryText}`]
      .filter(Boolean)
      .join('\n');

    // Text columns are read as they are (every text field of the list with CSV headers); the
    // ones with rules of their own are set after them.
    const text = Object.fromEntries(TEXT_FIELDS.map((f) => [f.api, cell(f.api)]));
    const result = addApplicationSchema.safeParse({
      ...text,
      status,
      applied_date: applied,
      notes,
      location,
      work_mode: workMode,
      salary_min: salary ? salary.min : amount('salary_min'),
      salary_max: salary ? salary.max : amount('salary_max'),
      salary_currency: (salary ? salary.currency : null) ?? cell('salary_currency'),
      salary_period: salary ? salary.period : cell('salary_period'),
      priority,
      deadline,
    });
    if (!result.success) {
      const issue = result.error.issues[0];
      return fail(String(issue?.path[0] ?? 'row'), issue?.message ?? 'Invalid row');
    }
    const { salary_min: min, salary_max: max } = result.data;
    if (min !== null && max !== null && min > max) return fail('salary_min', SALARY_RANGE_MESSAGE);
    rows.push({ row, input: result.data });
  });
  return { rows, errors, columns };
}
