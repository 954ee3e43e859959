// The spec's time-zone lists: ~50 named zones and 20 abbreviations, each a code, a name
// and an IANA value, plus every other IANA zone the runtime knows, and a resolver for either.

export type TimezoneOption = { code: string; name: string; value: string };

/** The main list: codes are unique, CST_CHINA and AST_ARABIA disambiguate. */
export const timezoneOptions: readonly TimezoneOption[] = [
  { code: 'UTC', name: 'Coordinated Universal Time', value: 'UTC' },
  { code: 'GMT', name: 'Greenwich Mean Time (London)', value: 'Europe/London' },
  { code: 'WAT', name: 'West Africa Time (Lagos)', value: 'Africa/Lagos' },
  { code: 'CAT', name: 'Central Africa Time (Harare)', value: 'Africa/Harare' },
  { code: 'EAT', name: 'East Africa Time (Nairobi)', value: 'Africa/Nairobi' },
  { code: 'SAST', name: 'South Africa Standard Time (Johannesburg)', value: 'Africa/Johannesburg' },
  { code: 'GMT_ACCRA', name: 'Greenwich Mean Time (Accra)', value: 'Africa/Accra' },
  { code: 'EET_CAIRO', name: 'Eastern European Time (Cairo)', value: 'Africa/Cairo' },
  { code: 'WET', name: 'Western European Time (Casablanca)', value: 'Africa/Casablanca' },
  { code: 'CET', name: 'Central European Time (Berlin)', value: 'Europe/Berlin' },
  { code: 'CET_PARIS', name: 'Central European Time (Paris)', value: 'Europe/Paris' },
  { code: 'CET_MADRID', name: 'Central European Time (Madrid)', value: 'Europe/Madrid' },
  { code: 'CET_ROME', name: 'Central European Time (Rome)', value: 'Europe/Rome' },
  { code: 'CET_AMSTERDAM', name: 'Central European Time (Amsterdam)', value: 'Europe/Amsterdam' },
  { code: 'EET', name: 'Eastern European Time (Athens)', value: 'Europe/Athens' },
  { code: 'EET_KYIV', name: 'Eastern European Time (Kyiv)', value: 'Europe/Kyiv' },
  { code: 'TRT', name: 'Turkey Time (Istanbul)', value: 'Europe/Istanbul' },
  { code: 'MSK', name: 'Moscow Standard Time', value: 'Europe/Moscow' },
  { code: 'IST_DUBLIN', name: 'Irish Standard Time (Dublin)', value: 'Europe/Dublin' },
  { code: 'WET_LISBON', name: 'Western European Time (Lisbon)', value: 'Europe/Lisbon' },
  { code: 'AST_ARABIA', name: 'Arabia Standard Time (Riyadh)', value: 'Asia/Riyadh' },
  { code: 'GST', name: 'Gulf Standard Time (Dubai)', value: 'Asia/Dubai' },
  { code: 'IRST', name: 'Iran Standard Time (Tehran)', value: 'Asia/Tehran' },
  { code: 'PKT', name: 'Pakistan Standard Time (Karachi)', value: 'Asia/Karachi' },
  { code: 'IST', name: 'India Standard Time (Kolkata)', value: 'Asia/Kolkata' },
  { code: 'NPT', name: 'Nepal Time (Kathmandu)', value: 'Asia/Kathmandu' },
  { code: 'BST_DHAKA', name: 'Bangladesh Standard Time (Dhaka)', value: 'Asia/Dhaka' },
  { code: 'ICT', name: 'Indochina Time (Bangkok)', value: 'Asia/Bangkok' },
  { code: 'WIB', name: 'Western Indonesia Time (Jakarta)', value: 'Asia/Jakarta' },
  { code: 'SGT', name: 'Singapore Time', value: 'Asia/Singapore' },
  { code: 'CST_CHINA', name: 'China Standard Time (Shanghai)', value: 'Asia/Shanghai' },
  { code: 'HKT', name: 'Hong Kong Time', value: 'Asia/Hong_Kong' },
  { code: 'PHT', name: 'Philippine Time (Manila)', value: 'Asia/Manila' },
  { code: 'KST', name: 'Korea Standard Time (Seoul)', value: 'Asia/Seoul' },
  { code: 'JST', name: 'Japan Standard Time (Tokyo)', value: 'Asia/Tokyo' },
  { code: 'AWST', name: 'Australian Western Standard Time (Perth)', value: 'Australia/Perth' },
  {
    code: 'ACST',
    name: 'Australian Central Standard Time (Adelaide)',
    value: 'Australia/Adelaide',
  },
  { code: 'AEST', name: 'Australian Eastern Standard Time (Sydney)', value: 'Australia/Sydney' },
  { code: 'NZST', name: 'New Zealand Standard Time (Auckland)', value: 'Pacific/Auckland' },
  { code: 'HST', name: 'Hawaii-Aleutian Standard Time (Honolulu)', value: 'Pacific/Honolulu' },
  { code: 'AKST', name: 'Alaska Standard Time (Anchorage)', value: 'America/Anchorage' },
  { code: 'PST', name: 'Pacific Standard Time (Los Angeles)', value: 'America/Los_Angeles' },
  { code: 'MST', name: 'Mountain Standard Time (Denver)', value: 'America/Denver' },
  { code: 'MST_ARIZONA', name: 'Mountain Standard Time (Phoenix)', value: 'America/Phoenix' },
  { code: 'CST', name: 'Central Standard Time (Chicago)', value: 'America/Chicago' },
  { code: 'CST_MEXICO', name: 'Central Standard Time (Mexico City)', value: 'America/Mexico_City' },
  { code: 'EST', name: 'Eastern Standard Time (New York)', value: 'America/New_York' },
  { code: 'EST_TORONTO', name: 'Eastern Standard Time (Toronto)', value: 'America/Toronto' },
  { code: 'AST', name: 'Atlantic Standard Time (Halifax)', value: 'America/Halifax' },
  { code: 'NST', name: 'Newfoundland Standard Time (St. John’s)', value: 'America/St_Johns' },
  { code: 'COT', name: 'Colombia Time (Bogotá)', value: 'America/Bogota' },
  { code: 'PET', name: 'Peru Time (Lima)', value: 'America/Lima' },
  { code: 'BRT', name: 'Brasília Time (São Paulo)', value: 'America/Sao_Paulo' },
  { code: 'ART', name: 'Argentina Time (Buenos Aires)', value: 'America/Argentina/Buenos_Aires' },
];

/** The 20 abbreviations list. */
export const timezoneAbbreviations: readonly TimezoneOption[] = [
  { code: 'WAT', name: 'West Africa Time (Lagos)', value: 'Africa/Lagos' },
  { code: 'CAT', name: 'Central Africa Time (Harare)', value: 'Africa/Harare' },
  { code: 'EAT', name: 'East Africa Time (Nairobi)', value: 'Africa/Nairobi' },
  { code: 'SAST', name: 'South Africa Standard Time (Johannesburg)', value: 'Africa/Johannesburg' },
  { code: 'GMT', name: 'Greenwich Mean Time (London)', value: 'Europe/London' },
  { code: 'CET', name: 'Central European Time (Berlin)', value: 'Europe/Berlin' },
  { code: 'CEST', name: 'Central European Summer Time (Berlin)', value: 'Europe/Berlin' },
  { code: 'EET', name: 'Eastern European Time (Athens)', value: 'Europe/Athens' },
  { code: 'EEST', name: 'Eastern European Summer Time (Athens)', value: 'Europe/Athens' },
  { code: 'MSK', name: 'Moscow Standard Time', value: 'Europe/Moscow' },
  { code: 'UTC', name: 'Coordinated Universal Time', value: 'UTC' },
  { code: 'EST', name: 'Eastern Standard Time (New York)', value: 'America/New_York' },
  { code: 'EDT', name: 'Eastern Daylight Time (New York)', value: 'America/New_York' },
  { code: 'CST', name: 'Central Standard Time (Chicago)', value: 'America/Chicago' },
  { code: 'CDT', name: 'Central Daylight Time (Chicago)', value: 'America/Chicago' },
  { code: 'PST', name: 'Pacific Standard Time (Los Angeles)', value: 'America/Los_Angeles' },
  { code: 'PDT', name: 'Pacific Daylight Time (Los Angeles)', value: 'America/Los_Angeles' },
  { code: 'IST', name: 'India Standard Time (Kolkata)', value: 'Asia/Kolkata' },
  { code: 'JST', name: 'Japan Standard Time (Tokyo)', value: 'Asia/Tokyo' },
  { code: 'KST', name: 'Korea Standard Time (Seoul)', value: 'Asia/Seoul' },
];

let allZones: string[] | undefined;

/** Every IANA zone the runtime knows (Intl), plus UTC. */
export function allIanaZones(): string[] {
  if (!allZones) {
    const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
    const zones = intl.supportedValuesOf?.('timeZone') ?? [];
    allZones = Array.from(new Set(['UTC', ...zones]));
  }
  return allZones;
}

/** True when the runtime accepts `zone` as an IANA time zone. */
export function isIanaZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return /^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone);
  } catch {
    return false;
  }
}

/** The main list followed by every other IANA zone (code and name are the zone itself). */
export function pickerOptions(): TimezoneOption[] {
  const listed = new Set(timezoneOptions.map((o) => o.value));
  const others = allIanaZones()
    .filter((z) => !listed.has(z))
    .map((z) => ({ code: z, name: z.replace(/_/g, ' '), value: z }));
  return [...timezoneOptions, ...others];
}

/** Options whose code or name contains the query, case-insensitively (value too, so 'Lagos' or 'Africa/' works). */
export function filterTimezoneOptions(
  options: readonly TimezoneOption[],
  query: string,
): TimezoneOption[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...options];
  return options.filter(
    (o) =>
      o.code.toLowerCase().includes(q) ||
      o.name.toLowerCase().includes(q) ||
      o.value.toLowerCase().includes(q),
  );
}

/**
 * The IANA zone for a code from either spec list (any case) or an IANA name; null for anything else.
 * Codes win over IANA names so 'EST' means America/New_York, not the fixed-offset 'EST' zone.
 */
export function resolveTimezone(input: string): string | null {
  const raw = input.trim();
  if (!raw) return null;
  const upper = raw.toUpperCase();
  const byCode =
    timezoneOptions.find((o) => o.code === upper) ??
    timezoneAbbreviations.find((o) => o.code === upper);
  if (byCode) return byCode.value;
  if (upper === 'UTC' || upper === 'ETC/UTC') return 'UTC';
  if (!isIanaZone(raw)) return null;
  const canonical = allIanaZones().find((z) => z.toLowerCase() === raw.toLowerCase());
  return (
    canonical ?? new Intl.DateTimeFormat('en-US', { timeZone: raw }).resolvedOptions().timeZone
  );
}

/** The short code to show beside a time in `zone` (a listed code, else the zone itself). */
export function timezoneCode(zone: string): string {
  const hit =
    timezoneAbbreviations.find((o) => o.value === zone) ??
    timezoneOptions.find((o) => o.value === zone);
  return hit ? hit.code.replace(/_.*/, '') : zone;
}
