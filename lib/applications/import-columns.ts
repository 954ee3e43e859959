// Reading other trackers' CSV exports (Huntr, Teal, spreadsheets): header and status synonyms,
// and the date spellings they use.
import { canonicalStatus, type ApplicationStatus } from '@/lib/applications/status';
import { APPLICATION_FIELDS } from '@/lib/applications/fields';
import { workModeFromText, type WorkMode } from '@/lib/applications/tracker-fields';

/** The fields a CSV column can fill: the field list's, and one Salary cell ("$120k–150k"). */
export type ImportField =
  Extract<(typeof APPLICATION_FIELDS)[number], { csv: readonly string[] }>['api'] | 'salary';

const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

const SALARY_HEADERS = ['salary', 'compensation', 'pay', 'salaryrange', 'basesalary', 'payrange'];

const byHeader = new Map<string, ImportField>([
  ...APPLICATION_FIELDS.flatMap((f) =>
    'csv' in f ? f.csv.map((n): [string, ImportField] => [n, f.api]) : [],
  ),
  ...SALARY_HEADERS.map((n): [string, ImportField] => [n, 'salary']),
]);

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

const YES = new Set(['yes', 'y', 'true', '1', 'x']);
const NO = new Set(['no', 'n', 'false', '0']);

/**
 * A tracker's work-mode cell → ours: 'On-site', 'Hybrid', 'Remote', 'WFH'…, and yes/no in a
 * "Remote" column. undefined when the cell means nothing we know; null for a plain "no".
 */
export function workModeFromTracker(text: string): WorkMode | null | undefined {
  const t = text.trim().toLowerCase();
  if (YES.has(t)) return 'remote';
  if (NO.has(t)) return null;
  return workModeFromText(t) ?? undefined;
}

/** A work mode named in a Location cell ('Remote', 'Berlin (Hybrid)', 'Remote - US'); else null. */
export function workModeInLocation(location: string): WorkMode | null {
  const words = location.toLowerCase().match(/[a-z-]+/g) ?? [];
  for (const w of words) {
    const mode = workModeFromText(w);
    if (mode === 'remote' || mode === 'hybrid') return mode;
  }
  return /\bon-?site\b/i.test(location) ? 'on_site' : null;
}

const PRIORITY_WORDS: Record<string, number> = {
  lowest: 1,
  low: 2,
  medium: 3,
  normal: 3,
  mid: 3,
  high: 4,
  highest: 5,
  urgent: 5,
  top: 5,
};

/** '1'…'5', 'Low'/'Medium'/'High', '★★★' → 1–5; null when unreadable. */
export function priorityFromTracker(text: string): number | null {
  const t = text.trim().toLowerCase();
  if (/^[1-5](\.0+)?$/.test(t)) return Number(t);
  if (/^[★*]{1,5}$/.test(t)) return t.length;
  return PRIORITY_WORDS[t.replace(/\s*priority$/, '')] ?? null;
}
