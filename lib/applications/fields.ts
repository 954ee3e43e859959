// The application's fields, once, in the order the API answers them (ADR 200). The SQL insert,
// update and list JSON, the DTO, the portability CSV's columns and the account export are built
// from this list; adding a tracker field is its migration, one line here, its zod rules in
// schemas.ts and its place in the form.
import type { ApplicationDto } from '@/lib/applications/types';

/**
 * How a field is stored and answered:
 * - `text`: a text column, answered as is;
 * - `date`: a DATE column, answered as YYYY-MM-DD;
 * - `amount`: a numeric column, answered as a JSON number;
 * - `smallint`: a small integer column;
 * - `status`: the status enum (the lifecycle records its history);
 * - `interview`: the interview instant, answered as wall clock in `interview_timezone`, written
 *   only through the interview rules (update-application.ts, set-interview.ts).
 */
export type ApplicationFieldKind = 'text' | 'date' | 'amount' | 'smallint' | 'status' | 'interview';

export type ApplicationField = {
  /** The API and CSV name, also the column's name (snake_case), except `interview_date`. */
  api: keyof ApplicationDto;
  /** The Prisma field (camelCase of the column). */
  prisma: string;
  kind: ApplicationFieldKind;
};

export const APPLICATION_FIELDS = [
  { api: 'job_title', prisma: 'jobTitle', kind: 'text' },
  { api: 'company', prisma: 'company', kind: 'text' },
  { api: 'status', prisma: 'status', kind: 'status' },
  { api: 'applied_date', prisma: 'appliedDate', kind: 'date' },
  { api: 'job_link', prisma: 'jobLink', kind: 'text' },
  { api: 'notes', prisma: 'notes', kind: 'text' },
  { api: 'job_description', prisma: 'jobDescription', kind: 'text' },
  { api: 'interview_date', prisma: 'interviewAt', kind: 'interview' },
  { api: 'interview_timezone', prisma: 'interviewTimezone', kind: 'text' },
  { api: 'follow_up_date', prisma: 'followUpDate', kind: 'date' },
  { api: 'source', prisma: 'source', kind: 'text' },
  { api: 'location', prisma: 'location', kind: 'text' },
  { api: 'work_mode', prisma: 'workMode', kind: 'text' },
  { api: 'salary_min', prisma: 'salaryMin', kind: 'amount' },
  { api: 'salary_max', prisma: 'salaryMax', kind: 'amount' },
  { api: 'salary_currency', prisma: 'salaryCurrency', kind: 'text' },
  { api: 'salary_period', prisma: 'salaryPeriod', kind: 'text' },
  { api: 'priority', prisma: 'priority', kind: 'smallint' },
  { api: 'deadline', prisma: 'deadline', kind: 'date' },
] as const satisfies readonly ApplicationField[];

export type ApplicationFieldName = (typeof APPLICATION_FIELDS)[number]['api'];

/**
 * The fields a create or an edit writes straight from the input (every one but the status and
 * the interview, which have rules of their own).
 */
export const PLAIN_FIELDS = APPLICATION_FIELDS.filter(
  (f): f is PlainField =>
    f.kind !== 'status' && f.kind !== 'interview' && f.api !== 'interview_timezone',
);
type PlainField = Exclude<
  (typeof APPLICATION_FIELDS)[number],
  { kind: 'status' | 'interview' } | { api: 'interview_timezone' }
>;
export type PlainFieldName = (typeof PLAIN_FIELDS)[number]['api'];

/** The portability export's columns (CSV and JSON, the table's "Export selection"), in order. */
export const EXPORT_COLUMNS = [
  'id',
  ...APPLICATION_FIELDS.map((f) => f.api),
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof ApplicationDto)[];

// Every answered field but the ones the row itself carries (id, times) and the joined ones is in the list.
type Listed = ApplicationFieldName | 'id' | 'created_at' | 'updated_at';
type Unlisted = Exclude<keyof ApplicationDto, Listed | 'sent_resume' | 'sent_cover_letter'>;
const everyFieldListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyFieldListed;
