// The fields job seekers track beyond the spec's (ADR 190): work mode, salary range,
// priority, source. Shared by the forms, the API schemas, the import and the screens.

export const WORK_MODES = ['on_site', 'hybrid', 'remote'] as const;
export type WorkMode = (typeof WORK_MODES)[number];

export const WORK_MODE_LABELS: Record<WorkMode, string> = {
  on_site: 'On-site',
  hybrid: 'Hybrid',
  remote: 'Remote',
};

const squash = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

const WORK_MODE_WORDS: Record<string, WorkMode> = {
  onsite: 'on_site',
  office: 'on_site',
  inoffice: 'on_site',
  inperson: 'on_site',
  hybrid: 'hybrid',
  remote: 'remote',
  fullyremote: 'remote',
  remoteonly: 'remote',
  wfh: 'remote',
  workfromhome: 'remote',
};

/** 'On-site', 'on_site', 'Remote', 'WFH'… → our value; null when the text names no work mode. */
export function workModeFromText(text: string): WorkMode | null {
  return WORK_MODE_WORDS[squash(text)] ?? null;
}

export const SALARY_PERIODS = ['year', 'month', 'hour'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

export const SALARY_PERIOD_LABELS: Record<SalaryPeriod, string> = {
  year: 'per year',
  month: 'per month',
  hour: 'per hour',
};

const SHORT_PERIOD: Record<SalaryPeriod, string> = { year: '/yr', month: '/mo', hour: '/hr' };

/** The highest salary amount accepted (a year's pay in the currencies with the smallest units). */
export const MAX_SALARY = 99_999_999_999;
export const MAX_LOCATION = 200;

let currencies: Set<string> | null = null;

/** An ISO 4217 code the runtime knows (Intl's list: every active code). */
export function isCurrencyCode(code: string): boolean {
  currencies ??= new Set(Intl.supportedValuesOf('currency'));
  return currencies.has(code);
}

/**
 * Where people find jobs, as other trackers (Huntr, Teal) offer them: the suggestions before the
 * user's own sources, which are added as they use them.
 */
export const SOURCE_SUGGESTIONS = [
  'LinkedIn',
  'Indeed',
  'Referral',
  'Company site',
  'Recruiter',
  'Glassdoor',
  'Wellfound',
  'Hacker News',
  'Job fair',
] as const;

/** The suggestions for the source field: the user's own sources first (most used), then the usual ones. */
export function sourceSuggestions(used: readonly (string | null | undefined)[]): string[] {
  const counts = new Map<string, { text: string; n: number }>();
  for (const s of used) {
    const text = s?.trim();
    if (!text) continue;
    const k = text.toLowerCase();
    const c = counts.get(k);
    if (c) c.n += 1;
    else counts.set(k, { text, n: 1 });
  }
  const own = [...counts.values()].sort((a, b) => b.n - a.n || a.text.localeCompare(b.text));
  const seen = new Set(own.map((o) => o.text.toLowerCase()));
  return [
    ...own.map((o) => o.text),
    ...SOURCE_SUGGESTIONS.filter((s) => !seen.has(s.toLowerCase())),
  ];
}

function amount(n: number, currency: string | null): string {
  const compact = n >= 10_000;
  const options: Intl.NumberFormatOptions = {
    notation: compact ? 'compact' : 'standard',
    maximumFractionDigits: compact ? 1 : Number.isInteger(n) ? 0 : 2,
  };
  if (currency && isCurrencyCode(currency)) {
    return new Intl.NumberFormat('en-US', {
      ...options,
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 0,
    }).format(n);
  }
  return new Intl.NumberFormat('en-US', options).format(n);
}

/** '$120K–150K/yr', '£50K/yr', '€45/hr'; null when no amount is set. */
export function formatSalary(s: {
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_period: SalaryPeriod | null;
}): string | null {
  const { salary_min: min, salary_max: max } = s;
  if (min === null && max === null) return null;
  const period = s.salary_period ? SHORT_PERIOD[s.salary_period] : '';
  const low = min !== null ? amount(min, s.salary_currency) : null;
  const high = max !== null ? amount(max, s.salary_currency) : null;
  const text =
    low && high && low !== high
      ? `${low}–${high.replace(/^[^\d]+/, '')}`
      : low && high
        ? low
        : low
          ? `${low}+`
          : `up to ${high}`;
  return `${text}${period}`;
}
