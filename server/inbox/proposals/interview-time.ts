import 'server-only';

/** The classifier's interview time and zone, when they are a real instant and a known IANA zone. */
export function interviewTime(
  at: string | null,
  zone: string | null,
): { at: Date | null; zone: string | null } {
  const instant = at ? new Date(at) : null;
  const valid = instant && !Number.isNaN(instant.getTime()) ? instant : null;
  let known: string | null = null;
  if (zone) {
    try {
      known = new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
    } catch {
      known = null;
    }
  }
  return { at: valid, zone: valid ? known : null };
}
