// The work mode and pay a posting states, read from its text (or its JSON-LD): what the Add form's
// "Fill from posting" puts in Work mode and Salary. Shared by the server's readers; pure, no I/O.
import type { SalaryPeriod, WorkMode } from '@/lib/applications/tracker-fields';

export type PostingSalary = {
  min: number | null;
  max: number | null;
  currency: string | null;
  period: SalaryPeriod | null;
};

const MODE_PATTERNS: [WorkMode, RegExp][] = [
  ['hybrid', /\bhybrid\b/i],
  ['remote', /\b(?:fully remote|remote[- ]first|100\s?% remote|remote)\b/i],
  ['on_site', /\b(?:on[- ]?site|in[- ]office|in[- ]person|office[- ]based)\b/i],
];

const NOT_REMOTE =
  /\b(?:not (?:a )?remote|no remote|non[- ]remote|remote (?:work )?(?:is )?not)\b/i;

/**
 * The work mode a posting names: the one in its first lines (title, location, header) when
 * they name one, else hybrid, remote, on-site in that order of precedence over the whole text
 * ('remote' said only to deny it does not count). Null when none is named.
 */
export function workModeInText(text: string, header = ''): WorkMode | null {
  const head = header || text.split(/\n/).slice(0, 8).join('\n');
  const inHead = MODE_PATTERNS.map(([mode, pattern]) => ({ mode, at: head.search(pattern) }))
    .filter((m) => m.at >= 0 && !(m.mode === 'remote' && NOT_REMOTE.test(head)))
    .sort((a, b) => a.at - b.at)[0];
  if (inHead) return inHead.mode;
  for (const [mode, pattern] of MODE_PATTERNS) {
    if (!pattern.test(text)) continue;
    if (mode === 'remote' && NOT_REMOTE.test(text)) continue;
    return mode;
  }
  return null;
}

const SYMBOLS: Record<string, string> = {
  $: 'USD',
  '€': 'EUR',
  '£': 'GBP',
  '₹': 'INR',
  '₦': 'NGN',
};
const CODES = 'USD|EUR|GBP|CAD|AUD|NZD|INR|NGN|CHF|JPY|SGD|SEK|NOK|DKK|PLN|ZAR';
const MONEY = String.raw`(?:([$€£₹₦])|\b(${CODES})\s?)\s?(\d[\d,.]*)\s?([kK])?`;
const SECOND = String.raw`\s*(?:-|–|—|to)\s*(?:[$€£₹₦]|(?:${CODES})\s?)?\s?(\d[\d,.]*)\s?([kK])?`;
const AFTER = String.raw`(?:\s*(${CODES})\b)?(?:\s*(?:per|a|an|\/)\s*(year|yr|annum|annual|month|mo|hour|hr))?`;
const SALARY = new RegExp(`${MONEY}(?:${SECOND})?${AFTER}`, 'i');

function number(digits: string, thousands: string | undefined): number | null {
  // '120,000', '120.000' (thousands), '45.50' (decimals), '120k'.
  const grouped = /^\d{1,3}([,.])\d{3}(?:\1\d{3})*$/.test(digits);
  const n = Number(grouped ? digits.replace(/[,.]/g, '') : digits.replace(/,/g, ''));
  if (!Number.isFinite(n) || n <= 0) return null;
  return thousands ? Math.round(n * 1000) : n;
}

function period(word: string | undefined, amount: number): SalaryPeriod | null {
  const w = (word ?? '').toLowerCase();
  if (/^(?:year|yr|annum|annual)$/.test(w)) return 'year';
  if (/^(?:month|mo)$/.test(w)) return 'month';
  if (/^(?:hour|hr)$/.test(w)) return 'hour';
  // Unstated: a five-figure amount or more is a year's pay in the postings people paste.
  return amount >= 20_000 ? 'year' : null;
}

/** The first pay range or amount written with a currency ('$120,000 – $150,000 per year', '€60k–80k', '£45/hour'). */
export function salaryInText(text: string): PostingSalary | null {
  const m = SALARY.exec(text);
  if (!m) return null;
  const [, symbol, code, first, firstK, second, secondK, codeAfter, per] = m;
  // '80-100k': a thousands suffix on the second amount covers the first.
  const low = number(first!, firstK ?? (second && secondK && !firstK ? secondK : undefined));
  const high = second ? number(second, secondK) : null;
  if (low === null) return null;
  // Small amounts without a period are usually not pay ('$5 off', '£2 coffee'): ignore them.
  const top = high ?? low;
  if (!per && top < 100) return null;
  const currency = (codeAfter ?? code)?.toUpperCase() ?? (symbol ? SYMBOLS[symbol]! : null);
  return {
    min: low,
    max: high !== null && high >= low ? high : high === null ? null : low,
    currency,
    period: period(per, top),
  };
}

/** A schema.org baseSalary (MonetaryAmount, or a bare number) as a PostingSalary. */
export function salaryFromJsonLd(value: unknown): PostingSalary | null {
  if (typeof value === 'number') return { min: value, max: null, currency: null, period: null };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const amount = value as Record<string, unknown>;
  const inner = amount.value;
  const q =
    typeof inner === 'object' && inner !== null ? (inner as Record<string, unknown>) : amount;
  const num = (v: unknown) => {
    const n = typeof v === 'string' ? Number(v.replace(/,/g, '')) : v;
    return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
  };
  const single = num(typeof inner === 'object' ? q.value : inner);
  const min = num(q.minValue) ?? single;
  const max = num(q.maxValue);
  if (min === null && max === null) return null;
  const unit = typeof q.unitText === 'string' ? q.unitText.toUpperCase() : '';
  const currency = typeof amount.currency === 'string' ? amount.currency.toUpperCase() : null;
  return {
    min,
    max,
    currency: currency && /^[A-Z]{3}$/.test(currency) ? currency : null,
    period: unit === 'YEAR' ? 'year' : unit === 'MONTH' ? 'month' : unit === 'HOUR' ? 'hour' : null,
  };
}
