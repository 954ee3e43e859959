// The application's fields, once, in the order the API answers them (ADR 200). The SQL insert,
// update and list JSON, the DTO and its type, the OpenAPI response schema, the CSV import's
// headers, the portability export's columns and the account export are built from this list;
// adding a tracker field is its migration and schema line, one entry here, its input rules in
// schemas.ts and its place in the form.
import { z } from 'zod';
import { APPLICATION_STATUSES } from '@/lib/applications/status';
import { SALARY_PERIODS, WORK_MODES } from '@/lib/applications/tracker-fields';

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

const isoDate = z.string().describe('Calendar date, YYYY-MM-DD');

export type ApplicationField = {
  /** The API and CSV name, also the column's name (snake_case), except `interview_date`. */
  api: string;
  /** The Prisma field (camelCase of the column). */
  prisma: string;
  kind: ApplicationFieldKind;
  /** The value as answered (the OpenAPI document's schema and the DTO's type). */
  answer: z.ZodType;
  /** Header spellings a CSV import reads it from (lowercase, letters and digits only). */
  csv?: readonly string[];
};

export const APPLICATION_FIELDS = [
  {
    api: 'job_title',
    prisma: 'jobTitle',
    kind: 'text',
    answer: z.string(),
    csv: ['jobtitle', 'position', 'title', 'role', 'jobposition', 'positiontitle'],
  },
  {
    api: 'company',
    prisma: 'company',
    kind: 'text',
    answer: z.string(),
    csv: ['company', 'companyname', 'organization', 'organisation', 'employer'],
  },
  {
    api: 'status',
    prisma: 'status',
    kind: 'status',
    answer: z.enum(APPLICATION_STATUSES),
    csv: ['status', 'stage', 'list', 'applicationstatus'],
  },
  {
    api: 'applied_date',
    prisma: 'appliedDate',
    kind: 'date',
    answer: isoDate.nullable(),
    csv: ['dateapplied', 'appliedat', 'applied', 'applieddate', 'applicationdate', 'appliedon'],
  },
  {
    api: 'job_link',
    prisma: 'jobLink',
    kind: 'text',
    answer: z.string().nullable(),
    csv: [
      'url',
      'joblink',
      'posturl',
      'link',
      'joburl',
      'postingurl',
      'jobposting',
      'jobpostingurl',
    ],
  },
  {
    api: 'notes',
    prisma: 'notes',
    kind: 'text',
    answer: z.string().nullable(),
    csv: ['notes', 'note', 'description', 'comments'],
  },
  {
    api: 'job_description',
    prisma: 'jobDescription',
    kind: 'text',
    answer: z.string().nullable(),
    csv: ['jobdescription'],
  },
  {
    api: 'interview_date',
    prisma: 'interviewAt',
    kind: 'interview',
    answer: z.string().nullable().describe('ISO 8601 with the interview zone’s offset'),
  },
  {
    api: 'interview_timezone',
    prisma: 'interviewTimezone',
    kind: 'text',
    answer: z.string().nullable().describe('IANA zone of the interview'),
  },
  { api: 'follow_up_date', prisma: 'followUpDate', kind: 'date', answer: isoDate.nullable() },
  {
    api: 'source',
    prisma: 'source',
    kind: 'text',
    answer: z.string().nullable().describe('Where the job was found (LinkedIn, Referral…)'),
    csv: [
      'source',
      'jobsource',
      'foundvia',
      'foundon',
      'foundthrough',
      'channel',
      'referralsource',
    ],
  },
  {
    api: 'location',
    prisma: 'location',
    kind: 'text',
    answer: z.string().nullable(),
    csv: ['location', 'city', 'joblocation'],
  },
  {
    api: 'work_mode',
    prisma: 'workMode',
    kind: 'text',
    answer: z.enum(WORK_MODES).nullable(),
    csv: [
      'workmode',
      'worktype',
      'remote',
      'remotework',
      'locationtype',
      'workplacetype',
      'workarrangement',
      'workmodel',
    ],
  },
  // The salary columns are our own export's, so a CSV export imports back whole.
  {
    api: 'salary_min',
    prisma: 'salaryMin',
    kind: 'amount',
    answer: z.number().nullable(),
    csv: ['salarymin', 'minsalary', 'salaryfrom'],
  },
  {
    api: 'salary_max',
    prisma: 'salaryMax',
    kind: 'amount',
    answer: z.number().nullable(),
    csv: ['salarymax', 'maxsalary', 'salaryto'],
  },
  {
    api: 'salary_currency',
    prisma: 'salaryCurrency',
    kind: 'text',
    answer: z.string().nullable().describe('ISO 4217 code'),
    csv: ['salarycurrency', 'currency'],
  },
  {
    api: 'salary_period',
    prisma: 'salaryPeriod',
    kind: 'text',
    answer: z.enum(SALARY_PERIODS).nullable(),
    csv: ['salaryperiod', 'payperiod'],
  },
  {
    api: 'priority',
    prisma: 'priority',
    kind: 'smallint',
    answer: z.number().int().min(1).max(5).nullable().describe('1 (low) to 5 (high)'),
    csv: ['priority', 'excitement', 'importance'],
  },
  {
    api: 'deadline',
    prisma: 'deadline',
    kind: 'date',
    answer: isoDate.nullable().describe('The last day to apply'),
    csv: [
      'deadline',
      'applicationdeadline',
      'applyby',
      'closingdate',
      'closesat',
      'closedate',
      'duedate',
    ],
  },
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
] as const;

/** The answered fields' schemas by API name, in answer order (lib/contracts/application-answers.ts). */
export const APPLICATION_ANSWER_SHAPE = Object.fromEntries(
  APPLICATION_FIELDS.map((f) => [f.api, f.answer]),
) as { [F in (typeof APPLICATION_FIELDS)[number] as F['api']]: F['answer'] };

/** The answered values by API name (the DTO's fields, lib/applications/types.ts). */
export type ApplicationFieldValues = {
  [F in (typeof APPLICATION_FIELDS)[number] as F['api']]: z.output<F['answer']>;
};
