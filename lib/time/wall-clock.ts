// Wall-clock time in an IANA zone ↔ UTC instant, DST-correct, with Intl only (works in the
// browser and on the server). A local time inside a spring-forward gap does not exist and is
// refused; a local time in a fall-back overlap happens twice and resolves to the FIRST
// occurrence (the earlier instant, still on daylight time) — see docs/decisions on interviews.

export type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

export type ToInstantResult =
  { ok: true; instant: Date; ambiguous: boolean } | { ok: false; reason: 'invalid' | 'gap' };

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The wall-clock fields an instant shows in `zone`. */
export function wallClockAt(instant: Date, zone: string): WallClock {
  const out: Record<string, number> = {};
  for (const p of partsFormatter(zone).formatToParts(instant)) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return {
    year: out.year ?? 0,
    month: out.month ?? 0,
    day: out.day ?? 0,
    hour: (out.hour ?? 0) % 24,
    minute: out.minute ?? 0,
    second: out.second ?? 0,
  };
}

function asUtcMs(w: WallClock): number {
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
}

/** Offset of `zone` from UTC at `instant`, in minutes (east positive). */
export function zoneOffsetMinutes(instant: Date, zone: string): number {
  const ms = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtcMs(wallClockAt(new Date(ms), zone)) - ms) / 60_000);
}

/** Parses 'YYYY-MM-DD HH:mm[:ss]' (or with a 'T'); null when malformed or not a real calendar time. */
export function parseWallClock(text: string): WallClock | null {
  const m = WALL_CLOCK.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((v) => Number(v ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const w = { year, month, day, hour, minute, second };
  const check = new Date(asUtcMs(w));
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() + 1 !== month ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    return null;
  }
  return w;
}

function sameWallClock(a: WallClock, b: WallClock): boolean {
  return asUtcMs(a) === asUtcMs(b);
}

/**
 * The instant at which clocks in `zone` show `wall`. Tries the offsets in force a day either side
 * (every real zone changes offset at most once in that window); none matching means a DST gap.
 */
export function wallClockToInstant(wall: WallClock, zone: string): ToInstantResult {
  const naive = asUtcMs(wall);
  if (!Number.isFinite(naive)) return { ok: false, reason: 'invalid' };
  const offsets = new Set([
    zoneOffsetMinutes(new Date(naive - 86_400_000), zone),
    zoneOffsetMinutes(new Date(naive), zone),
    zoneOffsetMinutes(new Date(naive + 86_400_000), zone),
  ]);
  const hits = [...offsets]
    .map((o) => naive - o * 60_000)
    .filter((ms) => sameWallClock(wallClockAt(new Date(ms), zone), wall))
    .sort((a, b) => a - b);
  const first = hits[0];
  if (first === undefined) return { ok: false, reason: 'gap' };
  return { ok: true, instant: new Date(first), ambiguous: hits.length > 1 };
}

function pad(n: number, width = 2): string {
  return String(Math.abs(n)).padStart(width, '0');
}

/** '+01:00' style offset. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  return `${sign}${pad(Math.trunc(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

/** ISO 8601 with the zone's offset, e.g. '2026-03-09T09:00:00-04:00'. */
export function toZonedIso(instant: Date, zone: string): string {
  const w = wallClockAt(instant, zone);
  const offset = zoneOffsetMinutes(instant, zone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${formatOffset(offset)}`;
}

/** 'YYYY-MM-DD HH:mm' as clocks in `zone` show the instant (the 'sv-SE' shape forms use). */
export function toWallClockString(instant: Date, zone: string): string {
  const w = wallClockAt(instant, zone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}`;
}

/** The calendar date ('YYYY-MM-DD') of an instant in `zone`. */
export function calendarDateIn(instant: Date, zone: string): string {
  return toWallClockString(instant, zone).slice(0, 10);
}
