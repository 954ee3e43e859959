import 'server-only';
import { formatOffset, wallClockAt, zoneOffsetMinutes } from '@/lib/time/wall-clock';

export type BuildVtimezoneOptions = { zone: string; from: Date; to: Date };

const DAY = 86_400_000;
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

function icsLocal(instant: Date, offsetMinutes: number): string {
  const w = wallClockAt(new Date(instant.getTime()), 'UTC');
  const shifted = new Date(
    Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) + offsetMinutes * 60_000,
  );
  return `${pad(shifted.getUTCFullYear(), 4)}${pad(shifted.getUTCMonth() + 1)}${pad(shifted.getUTCDate())}T${pad(shifted.getUTCHours())}${pad(shifted.getUTCMinutes())}${pad(shifted.getUTCSeconds())}`;
}

const icsOffset = (minutes: number) => formatOffset(minutes).replace(':', '');

/** The first minute at which the zone's offset differs from its offset at `lo` (lo < hi, one change between). */
function findChange(zone: string, lo: number, hi: number): number {
  const before = zoneOffsetMinutes(new Date(lo), zone);
  while (hi - lo > 60_000) {
    const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
    if (zoneOffsetMinutes(new Date(mid), zone) === before) lo = mid;
    else hi = mid;
  }
  return hi;
}

/**
 * A VTIMEZONE for `zone` covering [from, to], built from the platform's own zone data (Intl):
 * one observance for the offset in force at `from` and one per change inside the range, each
 * with an explicit DTSTART (no RRULE), which RFC 5545 allows and every calendar reads.
 */
export function buildVtimezone({ zone, from, to }: BuildVtimezoneOptions): string {
  const start = Math.floor(from.getTime() / DAY) * DAY;
  const end = to.getTime();
  let offset = zoneOffsetMinutes(new Date(start), zone);
  const observances: string[] = [];
  const observance = (
    at: number,
    fromOffset: number,
    toOffset: number,
    kind: 'STANDARD' | 'DAYLIGHT',
  ) =>
    [
      `BEGIN:${kind}`,
      `DTSTART:${icsLocal(new Date(at), fromOffset)}`,
      `TZOFFSETFROM:${icsOffset(fromOffset)}`,
      `TZOFFSETTO:${icsOffset(toOffset)}`,
      `END:${kind}`,
    ].join('\r\n');
  observances.push(observance(start, offset, offset, 'STANDARD'));
  for (let t = start; t < end; t += DAY) {
    const next = zoneOffsetMinutes(new Date(t + DAY), zone);
    if (next === offset) continue;
    const at = findChange(zone, t, t + DAY);
    observances.push(observance(at, offset, next, next > offset ? 'DAYLIGHT' : 'STANDARD'));
    offset = next;
  }
  return ['BEGIN:VTIMEZONE', `TZID:${zone}`, ...observances, 'END:VTIMEZONE'].join('\r\n');
}
