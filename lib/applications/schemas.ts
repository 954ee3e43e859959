// zod schemas shared by the application forms and the API.
import { z } from 'zod';
import { canonicalStatus, APPLICATION_STATUSES } from '@/lib/applications/status';
import {
  isCurrencyCode,
  MAX_LOCATION,
  MAX_SALARY,
  SALARY_PERIODS,
  workModeFromText,
  type SalaryPeriod,
} from '@/lib/applications/tracker-fields';

export const MAX_TITLE = 200;
export const MAX_COMPANY = 200;
export const MAX_NOTES = 20_000;
export const MAX_JOB_DESCRIPTION = 50_000;
export const MAX_LINK = 2048;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(ymd: string): boolean {
  const m = DATE_ONLY.exec(ymd);
  if (!m) return false;
  const d = new Date(`${ymd}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === ymd;
}

/**
 * A calendar date from 'YYYY-MM-DD', an 'sv-SE' local string ('YYYY-MM-DD HH:mm:ss') or an ISO
 * date-time (its UTC date); '' and null mean no date.
 */
export function calendarDate(field: string) {
  return z
    .union([z.string(), z.null()], { error: `${field} must be a date (YYYY-MM-DD) or null` })
    .transform((value, ctx) => {
      if (value === null || value.trim() === '') return null;
      const v = value.trim();
      let ymd = v.slice(0, 10);
      if (v.length > 10) {
        const local = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(v);
        if (!local) {
          const d = new Date(v);
          if (Number.isNaN(d.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(v)) ymd = '';
          else ymd = d.toISOString().slice(0, 10);
        }
      }
      if (!isRealDate(ymd)) {
        ctx.addIssue({
          code: 'custom',
          message: `${field} must be a real date (YYYY-MM-DD), got '${v.slice(0, 40)}'`,
        });
        return z.NEVER;
      }
      return ymd;
    });
}

const requiredText = (message: string, max: number, label: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v == null || v.trim() === '' ? null : v));

export const statusField = z
  .string({ error: 'Status is required' })
  .trim()
  .min(1, 'Status is required')
  .transform((v, ctx) => {
    const s = canonicalStatus(v);
    if (!s) {
      ctx.addIssue({
        code: 'custom',
        message: `Status must be one of ${APPLICATION_STATUSES.join(', ')} (got '${v.slice(0, 40)}')`,
      });
      return z.NEVER;
    }
    return s;
  });

export const jobLinkField = z
  .string({ error: 'Job link must be text' })
  .trim()
  .max(MAX_LINK, `Job link must be at most ${MAX_LINK} characters`)
  .nullish()
  .transform((v, ctx) => {
    if (v == null || v === '') return null;
    let url: URL | null = null;
    try {
      url = new URL(v);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      ctx.addIssue({ code: 'custom', message: 'Job link must be an http(s) URL' });
      return z.NEVER;
    }
    return v;
  });

export const MAX_SOURCE = 100;

/** Where the job was found (LinkedIn, a referral…): optional free text, trimmed; '' and null mean none. */
const sourceField = z
  .string({ error: 'Source must be text' })
  .trim()
  .max(MAX_SOURCE, `Source must be at most ${MAX_SOURCE} characters`)
  .nullish()
  .transform((v) => (v == null || v === '' ? null : v));

/** Where the job is: optional free text, trimmed; '' and null mean none. */
const locationField = z
  .string({ error: 'Location must be text' })
  .trim()
  .max(MAX_LOCATION, `Location must be at most ${MAX_LOCATION} characters`)
  .nullish()
  .transform((v) => (v == null || v === '' ? null : v));

/** on_site, hybrid or remote (also 'On-site', 'onsite'… in any case); '' and null mean none. */
const workModeField = z
  .union([z.string(), z.null()], { error: 'Work mode must be on_site, hybrid or remote' })
  .transform((v, ctx) => {
    if (v == null || v.trim() === '') return null;
    const mode = workModeFromText(v);
    if (!mode) {
      ctx.addIssue({
        code: 'custom',
        message: `Work mode must be on_site, hybrid or remote (got '${v.slice(0, 40)}')`,
      });
      return z.NEVER;
    }
    return mode;
  });

const salaryAmount = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be 0 or more`)
    .max(MAX_SALARY, `${label} must be at most ${MAX_SALARY}`)
    // n * 100 of a 2-decimal number is an integer up to binary rounding (0.29 * 100 = 28.999…).
    .refine(
      (n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6,
      `${label} must have at most 2 decimals`,
    )
    .nullish()
    .transform((v) => v ?? null);

/** An ISO 4217 code (any case in, upper case out); '' and null mean none. */
const currencyField = z
  .union([z.string(), z.null()], {
    error: 'Salary currency must be a 3-letter ISO 4217 code, e.g. USD',
  })
  .transform((v, ctx) => {
    if (v == null || v.trim() === '') return null;
    const code = v.trim().toUpperCase();
    if (!/^[A-Z]{3}$/.test(code) || !isCurrencyCode(code)) {
      ctx.addIssue({
        code: 'custom',
        message: `Salary currency must be a 3-letter ISO 4217 code, e.g. USD (got '${v.slice(0, 20)}')`,
      });
      return z.NEVER;
    }
    return code;
  });

const periodField = z
  .union([z.string(), z.null()], { error: 'Salary period must be year, month or hour' })
  .transform((v, ctx): SalaryPeriod | null => {
    if (v == null || v.trim() === '') return null;
    const p = SALARY_PERIODS.find((period) => period === v.trim().toLowerCase());
    if (!p) {
      ctx.addIssue({
        code: 'custom',
        message: `Salary period must be year, month or hour (got '${v.slice(0, 20)}')`,
      });
      return z.NEVER;
    }
    return p;
  });

const PRIORITY_MESSAGE = 'Priority must be a whole number from 1 to 5';
const priorityField = z
  .number({ error: PRIORITY_MESSAGE })
  .int(PRIORITY_MESSAGE)
  .min(1, PRIORITY_MESSAGE)
  .max(5, PRIORITY_MESSAGE)
  .nullish()
  .transform((v) => v ?? null);

/** The message when a salary range is upside down (checked on the merged values, also on PATCH). */
export const SALARY_RANGE_MESSAGE = 'Salary min must be at most salary max';

/** The tracker fields (ADR 190) in the add body and the account document (all optional). */
export const trackerFields = {
  location: locationField,
  work_mode: workModeField.optional().transform((v) => v ?? null),
  salary_min: salaryAmount('Salary min'),
  salary_max: salaryAmount('Salary max'),
  salary_currency: currencyField.optional().transform((v) => v ?? null),
  salary_period: periodField.optional().transform((v) => v ?? null),
  priority: priorityField,
  deadline: calendarDate('deadline')
    .optional()
    .transform((v) => v ?? null),
};

/** A saved resume's id (GET /api/resumes); its copy is kept with the application ("what I sent"). */
const resumeIdField = z
  .string({ error: 'resume_id must be a saved resume id' })
  .trim()
  .min(1, 'resume_id must be a saved resume id')
  .max(100, 'resume_id is too long');

/** POST add-new-application body. */
export const addApplicationSchema = z.object({
  job_title: requiredText('Job title is required', MAX_TITLE, 'Job title'),
  company: requiredText('Company is required', MAX_COMPANY, 'Company'),
  status: statusField,
  applied_date: calendarDate('applied_date')
    .optional()
    .transform((v) => v ?? null),
  /** When to follow up (a FOLLOW_UP reminder at 09:00 in the user's zone); optional. */
  follow_up_date: calendarDate('follow_up_date')
    .optional()
    .transform((v) => v ?? null),
  job_link: jobLinkField,
  notes: optionalText(MAX_NOTES, 'Notes'),
  job_description: optionalText(MAX_JOB_DESCRIPTION, 'Job description'),
  source: sourceField,
  ...trackerFields,
  resume_id: resumeIdField.nullish().transform((v) => v ?? undefined),
});
export type AddApplicationInput = z.output<typeof addApplicationSchema>;

/** Wall-clock 'YYYY-MM-DD HH:mm[:ss]' (or an ISO instant with an offset). */
export const WALL_CLOCK_PATTERN =
  /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/;

const interviewDateField = z
  .string({ error: 'Interview date is required' })
  .trim()
  .min(1, 'Interview date is required')
  .regex(WALL_CLOCK_PATTERN, 'Interview date must look like YYYY-MM-DD HH:mm');

const timezoneField = z
  .string({ error: 'Timezone is required' })
  .trim()
  .min(1, 'Timezone is required')
  .max(64, 'Timezone is too long');

/** POST {id}/set-interview body. */
export const setInterviewSchema = z.object({
  interview_date: interviewDateField,
  timezone: timezoneField,
});
export type SetInterviewInput = z.output<typeof setInterviewSchema>;

/** PATCH my-applications/{id}: only the changed fields. */
export const updateApplicationSchema = z.object({
  job_title: requiredText('Job title is required', MAX_TITLE, 'Job title').optional(),
  company: requiredText('Company is required', MAX_COMPANY, 'Company').optional(),
  status: statusField.optional(),
  applied_date: calendarDate('applied_date').optional(),
  follow_up_date: calendarDate('follow_up_date').optional(),
  job_link: jobLinkField.optional(),
  notes: optionalText(MAX_NOTES, 'Notes').optional(),
  job_description: optionalText(MAX_JOB_DESCRIPTION, 'Job description').optional(),
  interview_date: interviewDateField.nullable().optional(),
  interview_timezone: timezoneField.nullable().optional(),
  source: sourceField.optional(),
  location: locationField.optional(),
  work_mode: workModeField.optional(),
  salary_min: salaryAmount('Salary min').optional(),
  salary_max: salaryAmount('Salary max').optional(),
  salary_currency: currencyField.optional(),
  salary_period: periodField.optional(),
  priority: priorityField.optional(),
  deadline: calendarDate('deadline').optional(),
  resume_id: resumeIdField.nullable().optional(),
});
export type UpdateApplicationInput = z.output<typeof updateApplicationSchema>;

/** GET my-applications query. */
export const listApplicationsQuerySchema = z.object({
  q: z.string().trim().max(200, 'q must be at most 200 characters').optional(),
  status: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '' || v.trim().toLowerCase() === 'all') return undefined;
      const s = canonicalStatus(v);
      if (!s) {
        ctx.addIssue({
          code: 'custom',
          message: `status must be one of ${APPLICATION_STATUSES.join(', ')}`,
        });
        return z.NEVER;
      }
      return s;
    }),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .optional(),
  cursor: z.string().max(200, 'cursor is too long').optional(),
  work_mode: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return undefined;
      const mode = workModeFromText(v);
      if (!mode) {
        ctx.addIssue({ code: 'custom', message: 'work_mode must be on_site, hybrid or remote' });
        return z.NEVER;
      }
      return mode;
    }),
  source: z
    .string()
    .trim()
    .max(MAX_SOURCE, `source must be at most ${MAX_SOURCE} characters`)
    .optional()
    .transform((v) => v || undefined),
  priority: z.coerce
    .number({ error: PRIORITY_MESSAGE })
    .int(PRIORITY_MESSAGE)
    .min(1, PRIORITY_MESSAGE)
    .max(5, PRIORITY_MESSAGE)
    .optional(),
  salary_min: z.coerce
    .number({ error: 'salary_min must be a number' })
    .min(0, 'salary_min must be 0 or more')
    .optional()
    .describe('Applications whose salary reaches at least this amount'),
  salary_max: z.coerce
    .number({ error: 'salary_max must be a number' })
    .min(0, 'salary_max must be 0 or more')
    .optional()
    .describe('Applications whose salary starts at or below this amount'),
});
