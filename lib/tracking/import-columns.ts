// Reading other trackers' CSV exports (Huntr, Teal, spreadsheets): header and status synonyms,
// and the date spellings they use (issue 13 import).
import { canonicalStatus, type ApplicationStatus } from '@/lib/applications/status';

export const IMPORT_FIELDS = [
  'company',
  'job_title',
  'status',
  'applied_date',
  'job_link',
  'notes',
  'job_description',
  'location',
  'salary',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

const HEADER_SYNONYMS: Record<ImportField, string[]> = {
  company: ['company', 'companyname', 'organization', 'organisation', 'employer'],
  job_title: ['jobtitle', 'position', 'title', 'role', 'jobposition', 'positiontitle'],
  status: ['status', 'stage', 'list', 'applicationstatus'],
  applied_date: [
    'dateapplied',
    'appliedat',
    'applied',
    'applieddate',
    'applicationdate',
    'appliedon',
  ],
  job_link: [
    'url',
    'joblink',
    'posturl',
    'link',
    'joburl',
    'postingurl',
    'jobposting',
    'jobpostingurl',
  ],
  notes: ['notes', 'note', 'description', 'comments'],
  job_description: ['jobdescription'],
  location: ['location', 'city', 'joblocation'],
  salary: ['salary', 'compensation', 'pay', 'salaryrange'],
};

const byHeader = new Map<string, ImportField>(
  Object.entries(HEADER_SYNONYMS).flatMap(([field, names]) =>
    names.map((n) => [n, field as ImportField]),
  ),
);

/** The field a CSV header is read as, or null when the column is ignored. */
export function fieldForHeader(header: string): ImportField | null {
  return byHeader.get(key(header)) ?? null;
}

const STATUS_SYNONYMS: Record<string, ApplicationStatus> = {
  wishlist: 'Not Applied',
  saved: 'Not Applied',
  bookmarked: 'Not Applied',
  interested: 'Not Applied',
  todo: 'Not Applied',
  applying: 'Not Applied',
  draft: 'Not Applied',
  submitted: 'Applied',
  appliedonline: 'Applied',
  phonescreen: 'Interview',
  screening: 'Interview',
  screen: 'Interview',
  onsite: 'Interview',
  interviewing: 'Interview',
  interviewed: 'Interview',
  technicalinterview: 'Interview',
  finalround: 'Interview',
  offered: 'Offer',
  offerreceived: 'Offer',
  negotiating: 'Offer',
  accepted: 'Offer',
  declined: 'Rejected',
  rejection: 'Rejected',
  notselected: 'Rejected',
  withdrawn: 'Rejected',
  ghosted: 'Rejected',
  closed: 'Rejected',
};

/** A tracker's status or stage name → ours; null when it means nothing we know. */
export function statusFromTracker(text: string): ApplicationStatus | null {
  return canonicalStatus(text) ?? STATUS_SYNONYMS[key(text)] ?? null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function ymd(y: number, m: number, d: number): string | null {
  if (y < 1970 || y > 2100 || m < 1 || m > 12 || d < 1 || d > 31) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * A calendar date from the spellings trackers export: 2026-10-05, 2026-10-05T14:00:00Z,
 * 10/5/2026 (month first, as US trackers write it), 5 Oct 2026, Oct 5, 2026. null when unreadable.
 */
export function parseTrackerDate(text: string): string | null {
  const t = text.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(t);
  if (m) {
    if (t.length > 10 && /T.*(Z|[+-]\d{2}:?\d{2})$/.test(t)) {
      const d = new Date(t);
      return Number.isNaN(d.getTime()) ? null : d.toISOString().slice(0, 10);
    }
    return ymd(Number(m[1]), Number(m[2]), Number(m[3]));
  }
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (m) return ymd(Number(m[3]), Number(m[1]), Number(m[2]));
  m = /^(\d{1,2})[\s-]+([a-z]{3})[a-z]*\.?[\s,-]+(\d{4})$/i.exec(t);
  if (m) return ymd(Number(m[3]), MONTHS.indexOf(m[2]!.toLowerCase()) + 1, Number(m[1]));
  m = /^([a-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})$/i.exec(t);
  if (m) return ymd(Number(m[3]), MONTHS.indexOf(m[1]!.toLowerCase()) + 1, Number(m[2]));
  return null;
}
