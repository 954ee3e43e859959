// The add and edit forms' values: all strings as inputs hold them, and how they become the API's bodies.
import { canonicalStatus, EDIT_STATUS_OPTIONS } from '@/lib/applications/status';
import { salaryAmountFromText } from '@/lib/applications/form-schemas';
import type { ApplicationDto } from '@/lib/contracts/application-answers';
import { toWallClockString } from '@/lib/time/wall-clock';

export type Values = {
  job_title: string;
  company: string;
  status: string;
  applied_date: string;
  job_link: string;
  notes: string;
  job_description: string;
  interview_date: string;
  interview_timezone: string;
  follow_up_date: string;
  source: string;
  location: string;
  work_mode: string;
  salary_min: string;
  salary_max: string;
  salary_currency: string;
  salary_period: string;
  priority: string;
  deadline: string;
};

export const empty: Values = {
  job_title: '',
  company: '',
  status: '',
  applied_date: '',
  job_link: '',
  notes: '',
  job_description: '',
  interview_date: '',
  interview_timezone: '',
  follow_up_date: '',
  source: '',
  location: '',
  work_mode: '',
  salary_min: '',
  salary_max: '',
  salary_currency: '',
  salary_period: '',
  priority: '',
  deadline: '',
};

const text = (v: string) => v.trim() || null;

/** 'YYYY-MM-DD' today on the clocks of `zone`. */
export function todayIn(zone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
  } catch {
    return new Intl.DateTimeFormat('en-CA').format(new Date());
  }
}

/** The tracker fields in the API's shapes. */
export function trackerBody(values: Values) {
  return {
    source: text(values.source),
    location: text(values.location),
    work_mode: text(values.work_mode),
    salary_min: salaryAmountFromText(values.salary_min),
    salary_max: salaryAmountFromText(values.salary_max),
    salary_currency: text(values.salary_currency)?.toUpperCase() ?? null,
    salary_period: text(values.salary_period),
    priority: values.priority ? Number(values.priority) : null,
    deadline: values.deadline || null,
  };
}

function editValue(status: string): string {
  const canonical = canonicalStatus(status);
  return EDIT_STATUS_OPTIONS.find((o) => canonicalStatus(o.value) === canonical)?.value ?? '';
}

export function fromApplication(a: ApplicationDto): Values {
  return {
    job_title: a.job_title,
    company: a.company,
    status: editValue(a.status),
    applied_date: a.applied_date ?? '',
    job_link: a.job_link ?? '',
    notes: a.notes ?? '',
    job_description: a.job_description ?? '',
    interview_date: a.interview_date
      ? toWallClockString(new Date(a.interview_date), a.interview_timezone ?? 'UTC')
      : '',
    interview_timezone: a.interview_timezone ?? '',
    follow_up_date: a.follow_up_date ?? '',
    source: a.source ?? '',
    location: a.location ?? '',
    work_mode: a.work_mode ?? '',
    salary_min: a.salary_min === null ? '' : String(a.salary_min),
    salary_max: a.salary_max === null ? '' : String(a.salary_max),
    salary_currency: a.salary_currency ?? '',
    salary_period: a.salary_period ?? '',
    priority: a.priority === null ? '' : String(a.priority),
    deadline: a.deadline ?? '',
  };
}

/** Only what the person changed, in the API's shapes (dates as 'sv-SE' local strings). */
export function changedFields(initial: Values, values: Values): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const tracker: Record<string, unknown> = trackerBody(values);
  for (const key of Object.keys(values) as (keyof Values)[]) {
    const before = initial[key];
    const after = key === 'job_title' || key === 'company' ? values[key].trim() : values[key];
    if (after === before) continue;
    if (key in tracker) out[key] = tracker[key];
    else if (key === 'interview_date') out[key] = after ? `${after}:00` : null;
    else if (key === 'interview_timezone') out[key] = after || null;
    else if (key === 'applied_date' || key === 'follow_up_date') out[key] = after || null;
    else out[key] = after;
  }
  return out;
}
