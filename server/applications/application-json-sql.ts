import 'server-only';
import { APPLICATION_FIELDS } from '@/lib/applications/fields';
import { toZonedIso } from '@/lib/time/wall-clock';

// The list answer's rows as JSON text built by the database itself (ADR 195): for 5,000 rows this
// saves the driver's per-row objects, the DTO pass and JSON.stringify (about a third of the answer's
// time on the embedded engine). Every field is written exactly as `toApplicationDto` writes it;
// applications.int.test.ts checks list items against GET by id on both engines.

const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const utc = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', ${ISO_UTC})`;

const fieldJson = (f: (typeof APPLICATION_FIELDS)[number]) =>
  f.kind === 'amount' ? `a.${f.api}::float8 AS ${f.api}` : `a.${f.api} AS ${f.api}`;

/**
 * The JSON text of an `applications` row (alias `a`) and its sent resume (alias `s`, a LEFT JOIN),
 * keys as the API names them in the field list's order (lib/applications/fields.ts), without
 * `interview_date`: the interview's wall clock in its own zone is written by `withInterviewDate` (PostgreSQL's zone names need not match the ones the API
 * accepts). `row_to_json` writes compact JSON; `numeric` goes out as float8 so 120000.5 reads as
 * JavaScript writes it; `date` columns are ISO dates in JSON already; timestamps are written like
 * `Date#toISOString`.
 */
export const APPLICATION_JSON_SQL = `(SELECT row_to_json(r) FROM (SELECT a.id AS id,
  ${APPLICATION_FIELDS.filter((f) => f.kind !== 'interview')
    .map(fieldJson)
    .join(', ')},
  s.match_score AS match_score, ${utc('a.created_at')} AS created_at, ${utc('a.updated_at')} AS updated_at) r)::text`;

/** The columns a list query selects: the row's JSON, and its interview as epoch ms and zone. */
export const APPLICATION_JSON_COLUMNS = `${APPLICATION_JSON_SQL} AS "json",
  (extract(epoch FROM a.interview_at) * 1000)::float8 AS "interviewMs",
  a.interview_timezone AS "interviewZone"`;

export type ApplicationJsonRow = {
  json: string;
  interviewMs: number | null;
  interviewZone: string | null;
};

/** The row's JSON object text with `interview_date` added last (null without an interview). */
export function withInterviewDate(row: ApplicationJsonRow): string {
  const at =
    row.interviewMs === null
      ? 'null'
      : JSON.stringify(toZonedIso(new Date(row.interviewMs), row.interviewZone ?? 'UTC'));
  return `${row.json.slice(0, -1)},"interview_date":${at}}`;
}
