// How a task's due time and an Upcoming item's time read, in the user's zone.
import { zoneCodeAt } from '@/lib/time/zone-code';

/** 'Tue, Dec 1 · 09:00 CET': an instant as clocks in `zone` show it. */
export function formatInstant(iso: string, zone: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(at);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return `${day} · ${time} ${zoneCodeAt(at, zone)}`;
}

/** 'Tue, Dec 1': a calendar date (YYYY-MM-DD). */
export function formatDay(ymd: string): string {
  const d = new Date(`${ymd}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return ymd;
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(d);
}

/** A calendar date `days` after `ymd` (whole days, no clock involved). */
export function addDays(ymd: string, days: number): string {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
