// Reading the Salary column other trackers export ("$120k–150k", "120,000 - 150,000 USD",
// "£50k", "$45/hr") into the salary fields (ADR 190).
import { isCurrencyCode, MAX_SALARY, type SalaryPeriod } from './tracker-fields';

export type ParsedSalary = {
  min: number;
  max: number;
  currency: string | null;
  period: SalaryPeriod;
};

// Longest first, so 'CA$' wins over '$'.
const SYMBOLS: [string, string][] = [
  ['US$', 'USD'],
  ['CA$', 'CAD'],
  ['C$', 'CAD'],
  ['AU$', 'AUD'],
  ['A$', 'AUD'],
  ['NZ$', 'NZD'],
  ['HK$', 'HKD'],
  ['S$', 'SGD'],
  ['R$', 'BRL'],
  ['$', 'USD'],
  ['£', 'GBP'],
  ['€', 'EUR'],
  ['¥', 'JPY'],
  ['₹', 'INR'],
  ['₩', 'KRW'],
  ['₦', 'NGN'],
  ['zł', 'PLN'],
];

const PERIODS: [RegExp, SalaryPeriod][] = [
  [/\b(hr|hrs|hour|hours|hourly|ph|p\/h)\b|\/\s*h\b/i, 'hour'],
  [/\b(mo|mos|month|months|monthly|pcm|pm)\b/i, 'month'],
  [/\b(yr|yrs|year|years|yearly|annual|annually|annum|pa|p\.a)\b|\/\s*y\b/i, 'year'],
];

const MULTIPLIERS: Record<string, number> = { k: 1_000, m: 1_000_000 };

function currencyOf(text: string): string | null {
  for (const [symbol, code] of SYMBOLS) if (text.includes(symbol)) return code;
  for (const word of text.match(/\b[a-z]{3}\b/gi) ?? []) {
    // Upper case only: lower-case three-letter words ('all', 'pay') are words, not codes.
    if (word === word.toUpperCase() && isCurrencyCode(word)) return word;
  }
  return null;
}

/** '120,000' / '120.000' / '120 000' (thousands) or '45.50' (decimals) → a number. */
function numberOf(digits: string): number {
  const d = digits.replace(/\s/g, '');
  if (/^\d{1,3}([.,]\d{3})+$/.test(d)) return Number(d.replace(/[.,]/g, ''));
  if (/^\d{1,3}(,\d{3})+\.\d+$/.test(d)) return Number(d.replace(/,/g, ''));
  if (/^\d{1,3}(\.\d{3})+,\d+$/.test(d)) return Number(d.replace(/\./g, '').replace(',', '.'));
  return Number(d.replace(',', '.'));
}

/**
 * A salary as trackers write it → min, max, currency (ISO 4217, from a symbol or a code; null
 * when none is written) and period (from hr/month/year words; without one, amounts under 1000 are
 * hourly, others yearly). One amount is both min and max. null when the text has no amount.
 */
export function parseSalary(text: string): ParsedSalary | null {
  const t = text.trim();
  if (!t) return null;
  const amounts = [...t.matchAll(/(\d(?:[\d.,]|\s(?=\d{3}\b))*)\s*([km])?(?![a-z])/gi)].flatMap(
    (m) => {
      const n = numberOf(m[1]!.replace(/[.,]$/, ''));
      return Number.isFinite(n) ? [{ n, unit: m[2]?.toLowerCase() ?? '' }] : [];
    },
  );
  if (amounts.length === 0 || amounts.length > 2) return null;
  // '100-120k': a unit written once applies to both ends.
  const unit = amounts.find((a) => a.unit)?.unit ?? '';
  const values = amounts.map((a) => {
    const u = a.unit || (unit && a.n < 1000 ? unit : '');
    return Math.round(a.n * (MULTIPLIERS[u] ?? 1) * 100) / 100;
  });
  const min = Math.min(...values);
  const max = Math.max(...values);
  if (max > MAX_SALARY) return null;
  const period = PERIODS.find(([re]) => re.test(t))?.[1] ?? (max < 1000 ? 'hour' : 'year');
  return { min, max, currency: currencyOf(t), period };
}
