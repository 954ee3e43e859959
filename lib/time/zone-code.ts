// The short code shown beside a time ('WAT', 'EDT', 'CEST'): a real abbreviation from Intl when
// one of a few English locales has it, else the spec's code list, else Intl's 'GMT+1' form.
import { timezoneCode } from '@/lib/time/timezone-options';

const LOCALES = ['en-US', 'en-GB', 'en-AU', 'en-IN'] as const;
const cache = new Map<string, string>();

function intlName(instant: Date, zone: string, locale: string): string | undefined {
  return new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName')?.value;
}

/** The zone's abbreviation at `instant` (daylight-saving aware where Intl knows it). */
export function zoneCodeAt(instant: Date, zone: string): string {
  const key = `${zone}|${Math.floor(instant.getTime() / 3_600_000)}`;
  const hit = cache.get(key);
  if (hit) return hit;
  let code: string | undefined;
  for (const locale of LOCALES) {
    const name = intlName(instant, zone, locale);
    if (name && /^[A-Z]{2,5}$/.test(name)) {
      code = name;
      break;
    }
  }
  if (!code) {
    const listed = timezoneCode(zone);
    code = listed !== zone ? listed : (intlName(instant, zone, 'en-US') ?? zone);
  }
  if (cache.size > 5000) cache.clear();
  cache.set(key, code);
  return code;
}
