import { TZDate } from '@date-fns/tz';
import {
  MONTH_PATTERN,
  MONTHS,
  RELATIVE_DAYS,
  WEEKDAY_PATTERN,
  WEEKDAYS,
  ZONE_NAMES,
} from './interview-time-words';

// The interview time an invitation proposes: the first date in the message that has a time beside
// it, read in English, German, French or Spanish, with its time zone when the message names one
// (an IANA name, an abbreviation, "UTC+2"). A year left out is the next such date after the mail.

export type InterviewTime = { at: string; timezone: string | null };

type DayMatch = { year: number | null; month: number; day: number; start: number; end: number };

/** Lower case and accents folded, same length as the input so positions carry over. */
function fold(text: string): string {
  return [...text]
    .map((ch) => {
      const base = ch.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      return base.length === 1 ? base.toLowerCase() : ch.toLowerCase().slice(0, 1);
    })
    .join('');
}

const M = `(${MONTH_PATTERN})\\.?`;
const dayFirst = new RegExp(
  `\\b(\\d{1,2})(?:st|nd|rd|th|er|\\.)?\\s+(?:de\\s+|of\\s+)?${M}(?:,?\\s+(?:de\\s+)?(\\d{4}))?\\b`,
  'g',
);
const monthFirst = new RegExp(`\\b${M}\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+(\\d{4}))?`, 'g');
const isoDate = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
const numericDate = /\b(\d{1,2})([./-])(\d{1,2})(?:\2(\d{4}|\d{2}))?\b/g;

function daysIn(text: string, lang: string): DayMatch[] {
  const found: DayMatch[] = [];
  for (const m of text.matchAll(dayFirst)) {
    found.push({
      day: +m[1]!,
      month: MONTHS[m[2]!]!,
      year: m[3] ? +m[3] : null,
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  for (const m of text.matchAll(monthFirst)) {
    found.push({
      day: +m[2]!,
      month: MONTHS[m[1]!]!,
      year: m[3] ? +m[3] : null,
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  for (const m of text.matchAll(isoDate)) {
    found.push({
      year: +m[1]!,
      month: +m[2]! - 1,
      day: +m[3]!,
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  for (const m of text.matchAll(numericDate)) {
    // A time ("14.30") or a version is not a date: numeric dates need a year or a slash.
    if (!m[4] && m[2] !== '/') continue;
    let [a, b] = [+m[1]!, +m[3]!];
    const monthFirstOrder = lang === 'en' && m[2] === '/' && a <= 12 && b > 12;
    if (monthFirstOrder || (lang === 'en' && m[2] === '/' && a <= 12 && b <= 12)) [a, b] = [b, a];
    const year = m[4] ? (m[4].length === 2 ? 2000 + +m[4] : +m[4]) : null;
    found.push({ day: a, month: b - 1, year, start: m.index, end: m.index + m[0].length });
  }
  return found
    .filter((d) => d.month >= 0 && d.month < 12 && d.day >= 1 && d.day <= 31)
    .sort((x, y) => x.start - y.start);
}

const timePattern =
  /\b(\d{1,2})(?:[:.h](\d{2}))?\s*(a\.?m\.?|p\.?m\.?|uhr|h\b)?(?=[\s,.;:!?)(]|$)/g;

function timeNear(
  text: string,
  from: number,
  to: number,
): { hour: number; minute: number; end: number } | null {
  const window = text.slice(Math.max(0, from), Math.min(text.length, to));
  for (const m of window.matchAll(timePattern)) {
    const suffix = m[3]?.replace(/\./g, '') ?? '';
    if (!m[2] && !suffix) continue; // a bare number is not a time
    let hour = +m[1]!;
    const minute = m[2] ? +m[2] : 0;
    if (suffix === 'pm' && hour < 12) hour += 12;
    if (suffix === 'am' && hour === 12) hour = 0;
    if (hour > 23 || minute > 59) continue;
    return { hour, minute, end: Math.max(0, from) + m.index + m[0].length };
  }
  return null;
}

function zoneNear(text: string, from: number): string | null {
  const window = text.slice(from, from + 60);
  const iana =
    /\b((?:africa|america|asia|atlantic|australia|europe|pacific|indian)\/[a-z_]+(?:\/[a-z_]+)?)\b/.exec(
      window,
    );
  if (iana)
    return iana[1]!.replace(
      /(^|[/_])([a-z])/g,
      (_, sep: string, ch: string) => sep + ch.toUpperCase(),
    );
  const offset = /\b(?:utc|gmt)\s*([+-])\s*(\d{1,2})(?::00)?\b/.exec(window);
  if (offset)
    return +offset[2]! === 0 ? 'UTC' : `Etc/GMT${offset[1] === '+' ? '-' : '+'}${+offset[2]!}`;
  for (const [pattern, zone] of ZONE_NAMES) if (pattern.test(window)) return zone;
  return null;
}

/** The first date with a time beside it, or a weekday / "tomorrow" with a time. */
export function extractInterviewTime(
  text: string,
  sentAt: Date,
  lang: string,
  fallbackZone: string | null = null,
): InterviewTime | null {
  const folded = fold(text);
  const candidates: DayMatch[] = daysIn(folded, lang);
  const relative = new RegExp(
    `\\b(${WEEKDAY_PATTERN}|${Object.keys(RELATIVE_DAYS).join('|')})\\b`,
    'g',
  );
  for (const m of folded.matchAll(relative)) {
    if (candidates.some((c) => m.index >= c.start - 25 && m.index <= c.end)) continue;
    const base = new Date(sentAt);
    const shift =
      m[1]! in RELATIVE_DAYS
        ? RELATIVE_DAYS[m[1]!]!
        : (WEEKDAYS[m[1]!]! - base.getUTCDay() + 7) % 7 || 7;
    base.setUTCDate(base.getUTCDate() + shift);
    candidates.push({
      year: base.getUTCFullYear(),
      month: base.getUTCMonth(),
      day: base.getUTCDate(),
      start: m.index,
      end: m.index + m[0].length,
    });
  }
  candidates.sort((x, y) => x.start - y.start);
  for (const day of candidates) {
    const time =
      timeNear(folded, day.end, day.end + 45) ?? timeNear(folded, day.start - 30, day.start);
    if (!time) continue;
    const zone = zoneNear(folded, Math.max(day.end, time.end) - 1);
    const tz = zone ?? fallbackZone ?? 'UTC';
    let year = day.year ?? sentAt.getUTCFullYear();
    let at = new TZDate(year, day.month, day.day, time.hour, time.minute, tz);
    if (day.year === null && at.getTime() < sentAt.getTime() - 86_400_000) {
      year += 1;
      at = new TZDate(year, day.month, day.day, time.hour, time.minute, tz);
    }
    if (Number.isNaN(at.getTime())) continue;
    return { at: at.toISOString(), timezone: zone ?? fallbackZone };
  }
  return null;
}
