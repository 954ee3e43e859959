// Application status: the canonical values, every input spelling the spec shows,
// and how each status is labelled and coloured.

export const APPLICATION_STATUSES = [
  'Applied',
  'Interview',
  'Offer',
  'Rejected',
  'Not Applied',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

const byKey = new Map<string, ApplicationStatus>(
  APPLICATION_STATUSES.map((s) => [s.toLowerCase().replace(/[\s_-]+/g, ''), s]),
);

/** 'applied', 'not_applied', 'not_Applied', 'Not Applied', 'OFFER'... → canonical; null when unknown. */
export function canonicalStatus(input: unknown): ApplicationStatus | null {
  if (typeof input !== 'string') return null;
  return (
    byKey.get(
      input
        .trim()
        .toLowerCase()
        .replace(/[\s_-]+/g, ''),
    ) ?? null
  );
}

/** The add form's options: the raw values the spec says it sends. */
export const ADD_STATUS_OPTIONS = [
  { value: 'applied', label: 'Applied' },
  { value: 'interview', label: 'Interview' },
  { value: 'offer', label: 'Offer' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'not_applied', label: 'Not Applied' },
] as const;

/** The edit form's options: the spec spells the last one 'not_Applied'. */
export const EDIT_STATUS_OPTIONS = [
  { value: 'applied', label: 'Applied' },
  { value: 'interview', label: 'Interview' },
  { value: 'offer', label: 'Offer' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'not_Applied', label: 'Not Applied' },
] as const;

/** The list's status filter: 'Offers' filters on Offer. */
export const STATUS_FILTER_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'Not Applied', label: 'Not Applied' },
  { value: 'Applied', label: 'Applied' },
  { value: 'Interview', label: 'Interview' },
  { value: 'Offer', label: 'Offers' },
  { value: 'Rejected', label: 'Rejected' },
] as const;

const BADGE: Record<ApplicationStatus, string> = {
  Applied: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  Interview: 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-200',
  Offer: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  Rejected: 'bg-red-900 text-red-50 dark:bg-red-900 dark:text-red-50',
  'Not Applied': 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-200',
};

/** Tailwind classes of a status badge: Applied blue, Interview orange, Offer green, Rejected dark red, anything else grey. */
export function statusBadgeClass(status: unknown): string {
  const s = canonicalStatus(status);
  return s ? BADGE[s] : BADGE['Not Applied'];
}

/** The label shown for a stored status (unknown values shown as they are). */
export function statusLabel(status: unknown): string {
  return canonicalStatus(status) ?? (typeof status === 'string' && status ? status : 'Unknown');
}

/** The pipeline's order, left to right on the board. */
export const PIPELINE_ORDER = [
  'Not Applied',
  'Applied',
  'Interview',
  'Offer',
  'Rejected',
] as const satisfies readonly ApplicationStatus[];
