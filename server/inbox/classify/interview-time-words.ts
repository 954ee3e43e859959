// Month names, relative days and time-zone names the interview-time reader knows, in English,
// German, French and Spanish (accents folded, lower case).

export const MONTHS: Record<string, number> = {};
const monthNames = [
  ['january', 'jan', 'januar', 'janner', 'janvier', 'enero', 'ene'],
  ['february', 'feb', 'februar', 'fevrier', 'fev', 'febrero'],
  ['march', 'mar', 'marz', 'mars', 'marzo'],
  ['april', 'apr', 'avril', 'avr', 'abril', 'abr'],
  ['may', 'mai', 'mayo'],
  ['june', 'jun', 'juni', 'juin', 'junio'],
  ['july', 'jul', 'juli', 'juillet', 'juil', 'julio'],
  ['august', 'aug', 'aout', 'agosto', 'ago'],
  ['september', 'sep', 'sept', 'septembre', 'septiembre', 'setiembre'],
  ['october', 'oct', 'oktober', 'okt', 'octobre', 'octubre'],
  ['november', 'nov', 'novembre', 'noviembre'],
  ['december', 'dec', 'dezember', 'dez', 'decembre', 'diciembre', 'dic'],
];
monthNames.forEach((names, index) => names.forEach((name) => (MONTHS[name] = index)));
export const MONTH_PATTERN = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');

/** Sunday = 0, as Date#getDay. */
export const WEEKDAYS: Record<string, number> = {};
const weekdayNames = [
  ['sunday', 'sonntag', 'dimanche', 'domingo'],
  ['monday', 'montag', 'lundi', 'lunes'],
  ['tuesday', 'dienstag', 'mardi', 'martes'],
  ['wednesday', 'mittwoch', 'mercredi', 'miercoles'],
  ['thursday', 'donnerstag', 'jeudi', 'jueves'],
  ['friday', 'freitag', 'vendredi', 'viernes'],
  ['saturday', 'samstag', 'samedi', 'sabado'],
];
weekdayNames.forEach((names, index) => names.forEach((name) => (WEEKDAYS[name] = index)));
export const WEEKDAY_PATTERN = Object.keys(WEEKDAYS).join('|');

export const RELATIVE_DAYS: Record<string, number> = {
  today: 0,
  heute: 0,
  "aujourd'hui": 0,
  hoy: 0,
  tomorrow: 1,
  morgen: 1,
  demain: 1,
  manana: 1,
};

/** Zone names and abbreviations → IANA zone. Abbreviations name the zone most people mean. */
export const ZONE_NAMES: Array<[RegExp, string]> = [
  [/\b(?:pacific time|pst|pdt|pt)\b/, 'America/Los_Angeles'],
  [/\b(?:mountain time|mst|mdt)\b/, 'America/Denver'],
  [/\b(?:central time|cst|cdt|ct)\b/, 'America/Chicago'],
  [/\b(?:eastern time|est|edt|et)\b/, 'America/New_York'],
  [/\b(?:central european(?: summer)? time|cet|cest|mez|mesz)\b/, 'Europe/Berlin'],
  [/\b(?:british summer time|bst|uk time|london time)\b/, 'Europe/London'],
  [/\b(?:heure de paris|paris time)\b/, 'Europe/Paris'],
  [/\b(?:hora de madrid|hora peninsular|madrid time)\b/, 'Europe/Madrid'],
  [/\b(?:berlin time|berliner zeit)\b/, 'Europe/Berlin'],
  [/\b(?:ist|india standard time)\b/, 'Asia/Kolkata'],
  [/\b(?:aest|aedt)\b/, 'Australia/Sydney'],
  [/\b(?:jst)\b/, 'Asia/Tokyo'],
  [/\b(?:sgt)\b/, 'Asia/Singapore'],
  [/\b(?:eet|eest)\b/, 'Europe/Athens'],
  [/\b(?:wet|west)\b/, 'Europe/Lisbon'],
  [/\b(?:gmt|utc)\b(?!\s*[+-]\s*\d)/, 'UTC'],
];
