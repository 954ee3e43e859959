// 'Your interview with Acme for Frontend Engineer is tomorrow at 10:00 WAT'.
import { calendarDateIn, toWallClockString } from '@/lib/time/wall-clock';
import { zoneCodeAt } from '@/lib/time/zone-code';

export type UpcomingInterviewMessageOptions = {
  company: string;
  jobTitle: string;
  at: Date;
  zone: string;
  now: Date;
};

function daysBetween(fromYmd: string, toYmd: string): number {
  return Math.round(
    (Date.parse(`${toYmd}T00:00:00Z`) - Date.parse(`${fromYmd}T00:00:00Z`)) / 86_400_000,
  );
}

/** The sentence, with the day (today / tomorrow / weekday / date) and time in `zone`. */
export function upcomingInterviewMessage({
  company,
  jobTitle,
  at,
  zone,
  now,
}: UpcomingInterviewMessageOptions): string {
  const today = calendarDateIn(now, zone);
  const target = calendarDateIn(at, zone);
  const days = daysBetween(today, target);
  const time = toWallClockString(at, zone).slice(11, 16);
  let when: string;
  if (days <= 0) when = 'today';
  else if (days === 1) when = 'tomorrow';
  else if (days < 7)
    when = `on ${new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'long' }).format(at)}`;
  else
    when = `on ${new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short', month: 'short', day: 'numeric' }).format(at)}`;
  return `Your interview with ${company} for ${jobTitle} is ${when} at ${time} ${zoneCodeAt(at, zone)}`;
}
