// Dates asked in parts (Workday's month / day / year inputs, any form's Month, Day and Year boxes
// or selects) and dates typed into a picker's text input in the format the page shows.
import { setSelect, setText } from './set-value';

export type DatePart = 'Month' | 'Day' | 'Year';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** Which part of a date a control holds, from its automation id, name, id, label or placeholder. */
export function datePart(el: Element, label = ''): DatePart | null {
  const auto = /dateSection(Month|Day|Year)/.exec(el.getAttribute('data-automation-id') ?? '');
  if (auto) return auto[1] as DatePart;
  const words = [
    el.getAttribute('name'),
    el.getAttribute('id'),
    el.getAttribute('aria-label'),
    el.getAttribute('placeholder'),
    label,
  ]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
  const hits: DatePart[] = [];
  if (/\b(mm|month)\b|_month\b|month\]/.test(words)) hits.push('Month');
  if (/\b(dd|day)\b|_day\b|day\]/.test(words)) hits.push('Day');
  if (/\b(yyyy|yy|year)\b|_year\b|year\]/.test(words)) hits.push('Year');
  return hits.length === 1 ? hits[0]! : null;
}

function valueOf(el: HTMLElement): string {
  if (el.tagName === 'SELECT') {
    const s = el as HTMLSelectElement;
    const o = s.selectedIndex >= 0 ? s.options[s.selectedIndex] : null;
    if (!o || !o.value) return '';
    const month = MONTHS.indexOf((o.textContent ?? '').trim().toLowerCase());
    return month >= 0 ? String(month + 1) : o.value;
  }
  return (el as HTMLInputElement).value ?? '';
}

/** The date the parts hold as YYYY-MM-DD ('' while a part is empty; day 01 when none is asked). */
export function readDateParts(parts: HTMLElement[]): string {
  const get = (p: DatePart) => {
    const el = parts.find((c) => datePart(c) === p);
    return el ? valueOf(el).trim() : null;
  };
  const [y, m, d] = [get('Year'), get('Month'), get('Day')];
  if (!y || !m || d === '') return '';
  if (!/^\d{4}$/.test(y) || !/^\d{1,2}$/.test(m) || (d !== null && !/^\d{1,2}$/.test(d))) return '';
  return `${y}-${m.padStart(2, '0')}-${(d ?? '01').padStart(2, '0')}`;
}

function chooseNumber(select: HTMLSelectElement, n: number, month: boolean): boolean {
  const wanted = new Set([String(n), String(n).padStart(2, '0')]);
  if (month) wanted.add(MONTHS[n - 1]!);
  const option = Array.from(select.options).find(
    (o) =>
      wanted.has(o.value.toLowerCase()) || wanted.has((o.textContent ?? '').trim().toLowerCase()),
  );
  return option ? setSelect(select, (option.textContent ?? '').trim()) : false;
}

/** Types or chooses each part of `iso`; answers what the parts hold afterwards, or null. */
export function setDateParts(parts: HTMLElement[], iso: string): string | null {
  const [y, m, d] = iso.split('-');
  const hasDay = parts.some((p) => datePart(p) === 'Day');
  for (const el of parts) {
    const which = datePart(el);
    const text = which === 'Year' ? y! : which === 'Month' ? m! : d!;
    if (el.tagName === 'SELECT')
      chooseNumber(el as HTMLSelectElement, Number(text), which === 'Month');
    else setText(el as HTMLInputElement, text);
  }
  const want = hasDay ? iso : `${y}-${m}-01`;
  return readDateParts(parts) === want ? (hasDay ? iso : `${y}-${m}`) : null;
}

export type DateFormat = 'mdy/' | 'dmy/' | 'dmy.' | 'ymd-' | 'dmy-';

const FORMATS: [RegExp, DateFormat][] = [
  [/\bmm\/dd\/yyyy\b/i, 'mdy/'],
  [/\bdd\/mm\/yyyy\b/i, 'dmy/'],
  [/\bdd\.mm\.yyyy\b/i, 'dmy.'],
  [/\byyyy-mm-dd\b/i, 'ymd-'],
  [/\bdd-mm-yyyy\b/i, 'dmy-'],
];

/** The format a page shows for a date field (placeholder, data-date-format, its hint text). */
export function dateFormatIn(texts: (string | null | undefined)[]): DateFormat | null {
  const found = new Set<DateFormat>();
  for (const t of texts) for (const [re, f] of FORMATS) if (t && re.test(t)) found.add(f);
  return found.size === 1 ? [...found][0]! : null;
}

export function formatDate(iso: string, format: DateFormat): string {
  const [y, m, d] = iso.split('-');
  switch (format) {
    case 'mdy/':
      return `${m}/${d}/${y}`;
    case 'dmy/':
      return `${d}/${m}/${y}`;
    case 'dmy.':
      return `${d}.${m}.${y}`;
    case 'dmy-':
      return `${d}-${m}-${y}`;
    case 'ymd-':
      return iso;
  }
}

/** Whether `text` (what the field holds after the page took it) names the date `iso`. */
export function sameDate(text: string, iso: string, format: DateFormat | null): boolean {
  const t = text.trim();
  if (!t) return false;
  if (t === iso || (format && t === formatDate(iso, format))) return true;
  // A picker that shows the date in words: "January 4, 2027", "4 January 2027", "Jan 4, 2027".
  const [y, m, d] = iso.split('-').map(Number);
  const month = MONTHS[m! - 1]!;
  const words = t.toLowerCase().replace(/,/g, ' ').split(/\s+/);
  return (
    words.includes(String(y)) &&
    words.includes(String(d)) &&
    words.some((w) => w.length >= 3 && month.startsWith(w.replace(/\.$/, '')))
  );
}
