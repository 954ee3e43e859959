// 'just now' under a minute, else '5 minutes ago', '2 days ago'.
import { formatDistanceStrict } from 'date-fns';

/** Relative time of `then` as seen at `now`. */
export function timeAgo(then: Date | string, now: Date = new Date()): string {
  const t = typeof then === 'string' ? new Date(then) : then;
  if (Number.isNaN(t.getTime())) return '';
  if (now.getTime() - t.getTime() < 60_000) return 'just now';
  return `${formatDistanceStrict(t, now, { roundingMethod: 'floor' })} ago`;
}
